import { z } from 'zod';
import { adminMediaMessages as copy } from '../messages/admin-media.ru';
import {
  clampFocal,
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_CAPTION_MAX_LENGTH,
  MEDIA_FOLDER_MAX_LENGTH,
  MEDIA_TAG_MAX_LENGTH,
  MEDIA_TAGS_MAX,
} from '../rules/media';
import './common';

/** Who can reference a library item (docs/decisions/content-media-staff-seams.md). */
export const MEDIA_OWNER_KINDS = ['page', 'coach', 'product', 'post', 'ad', 'settings'] as const;
export type MediaOwnerKind = (typeof MEDIA_OWNER_KINDS)[number];

const focalSchema = z.object({ x: z.number(), y: z.number() });

/**
 * A picture as a public layout draws it, whatever its origin: `srcset` per format (the `<picture>`
 * offers AVIF first, WebP second), `src` a WebP for browsers without srcset, the focal point for
 * `object-position` (shared/rules/media.ts focalObjectPosition).
 */
export const resolvedImageSchema = z.object({
  src: z.string(),
  srcset: z.object({ avif: z.string(), webp: z.string() }),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  caption: z.string().optional(),
  focal: focalSchema,
});
export type ResolvedImage = z.infer<typeof resolvedImageSchema>;

/** A library item as the admin sees it. */
export const mediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(['image', 'video']),
  name: z.string(),
  alt: z.string(),
  caption: z.string(),
  focal: focalSchema,
  folder: z.string(),
  tags: z.array(z.string()),
  width: z.number(),
  height: z.number(),
  /** Bytes of the file as sent. */
  bytes: z.number(),
  /** How many places use it (media_usages). */
  usageCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  image: resolvedImageSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUsageSchema = z.object({
  ownerKind: z.enum(MEDIA_OWNER_KINDS),
  ownerId: z.string(),
  field: z.string(),
  /** Where, in words: 'Тренер «Артём Волков»'. */
  place: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaIdSchema = z.coerce
  .number({ error: copy.badId })
  .int(copy.badId)
  .positive(copy.badId)
  .max(Number.MAX_SAFE_INTEGER, copy.badId);
export const mediaIdInput = z.object({ id: mediaIdSchema });

const folderSchema = z.string().trim().max(MEDIA_FOLDER_MAX_LENGTH, copy.folderTooLong);

export const mediaListInput = z
  .object({
    search: z.string().trim().max(200).optional(),
    folder: folderSchema.optional(),
    tag: z.string().trim().max(MEDIA_TAG_MAX_LENGTH).optional(),
  })
  .optional();
export type MediaListInput = z.infer<typeof mediaListInput>;

/** Tags as the admin types them: trimmed, lowercase, no blanks or repeats. */
const tagsSchema = z
  .array(z.string().trim().toLowerCase().max(MEDIA_TAG_MAX_LENGTH, copy.tagTooLong))
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
  .pipe(z.array(z.string()).max(MEDIA_TAGS_MAX, copy.tooManyTags));

/** 'дети, турнир' → ['дети', 'турнир'] (the screen's one text field). */
export function tagsFromText(text: string): string[] {
  return text.split(',').map((tag) => tag.trim().toLowerCase());
}

const fraction = z.number().min(0, copy.focalOutside).max(1, copy.focalOutside);

export const mediaUpdateInput = z.object({
  id: mediaIdSchema,
  alt: z.string().trim().max(MEDIA_ALT_MAX_LENGTH, copy.altTooLong),
  caption: z.string().trim().max(MEDIA_CAPTION_MAX_LENGTH, copy.captionTooLong),
  focal: z.object({ x: fraction, y: fraction }).transform(clampFocal),
  folder: folderSchema,
  tags: tagsSchema,
});
export type MediaUpdateInput = z.output<typeof mediaUpdateInput>;

/** The text fields of an upload (multipart: the files travel beside them as `files`). */
export const mediaUploadFields = z.object({ folder: folderSchema.optional().transform((folder) => folder ?? '') });
export const mediaReplaceFields = z.object({ id: mediaIdSchema });
