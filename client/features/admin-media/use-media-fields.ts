import { useState } from 'react';
import { failureReason, isUnauthorized, serverFieldErrors } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import type { FocalPoint } from '#shared/rules/media';
import { type MediaItem, tagsFromText } from '#shared/schemas/media';

/** What `media.update` writes, as the details' form holds it (the tags as the one text field). */
export interface MediaFieldValues {
  name: string;
  alt: string;
  caption: string;
  folder: string;
  tags: string;
  focal: FocalPoint;
}

const FIELDS = ['name', 'alt', 'caption', 'folder', 'tags', 'focal'] as const;

/** The toasts of a save: each kind says what was saved in its own words. */
export interface MediaFieldsTexts {
  saved: string;
  saveFailed: string;
}

export type MediaFields = ReturnType<typeof useMediaFields>;

/**
 * The fields of a photo's or a video's details and their save through `media.update`. Every field
 * starts as the item holds it and goes back with the save, so what a kind does not edit (a video's
 * alt text, caption and focal point) is written as it was; only a video sends its name, which the
 * photo forms leave out (the schema keeps a name left out). The server's refusals land on the fields.
 */
export function useMediaFields(item: MediaItem, texts: MediaFieldsTexts, onSaved?: () => void) {
  const utils = trpc.useUtils();
  const update = trpc.media.update.useMutation();
  const [values, setValues] = useState<MediaFieldValues>(() => ({
    name: item.name,
    alt: item.alt,
    caption: item.caption,
    folder: item.folder,
    tags: item.tags.join(', '),
    focal: item.focal,
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof MediaFieldValues, string>>>({});

  function set<K extends keyof MediaFieldValues>(field: K, value: MediaFieldValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function save() {
    const { name, tags, ...rest } = values;
    try {
      await update.mutateAsync({ id: item.id, ...rest, tags: tagsFromText(tags), ...(item.kind === 'video' ? { name } : {}) });
      setErrors({});
      await Promise.all([utils.media.list.invalidate(), utils.media.byId.invalidate({ id: item.id })]);
      void notify.success(texts.saved);
      onSaved?.();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(serverFieldErrors(error, FIELDS));
      void notify.error(`${texts.saveFailed}: ${failureReason(error)}`);
    }
  }

  return { kind: item.kind, values, errors, set, save: () => void save(), pending: update.isPending };
}
