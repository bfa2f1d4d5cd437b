import { useDeferredValue, useId, useState } from 'react';
import { MediaPicture } from '#client/components/ui/media-picture';
import { failureReason, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_PHOTO_MAX_BYTES } from '#shared/rules/media';
import type { MediaItem, ResolvedImage } from '#shared/schemas/media';
import { AdminButton } from './admin-button';
import { FieldError } from './field-shell';
import { AltField, FileButton, FocalColumn, MediaDialog, PickerOpenButton } from './media-picker-parts';
import { TextField } from './text-field';
import './media-picker.css';

const copy = adminMessages.adminMedia;

interface Props {
  label: string;
  /** The chosen item's id, or null. */
  value: number | null;
  /** What the chosen item looks like, when the form already has it (the stored portrait). */
  image?: ResolvedImage | undefined;
  /** A picture stored the older way (not a library item yet), shown until one is chosen. */
  legacyUrl?: string | undefined;
  onChange: (id: number, item: MediaItem) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The one picture field of every editor (docs/decisions/content-media-staff-seams.md): choose a photo
 * from the library or upload one here, give it alt text and its focal point, and the form keeps only
 * its id. An item without alt text cannot be chosen until it has one (the server refuses it too).
 */
export function MediaPicker({ label, value, image, legacyUrl, onChange, error, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const shown = chosen && chosen.id === value ? chosen.image : image;
  const errorId = useId();
  return (
    <div className="media-picker">
      <span className="admin-field__label">{label}</span>
      <div className="media-picker__current">
        <div className="media-picker__thumb">
          {shown && value !== null ? (
            <MediaPicture image={shown} sizes="96px" alt={shown.alt} />
          ) : legacyUrl ? (
            <img src={legacyUrl} alt="" width={96} height={120} />
          ) : (
            <span className="media-picker__placeholder">{copy.picker.none}</span>
          )}
        </div>
        <div className="media-picker__buttons">
          <PickerOpenButton
            label={value === null ? copy.picker.choose : copy.picker.change}
            disabled={disabled}
            describedBy={error ? errorId : undefined}
            onClick={() => setOpen(true)}
          />
        </div>
      </div>
      <FieldError id={errorId} error={error} />
      {open ? (
        <PickerDialog
          selectedId={value}
          onClose={() => setOpen(false)}
          onPick={(item) => {
            setChosen(item);
            onChange(item.id, item);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The library in a dialog: search, upload, choose; then the chosen item's alt text and focal point.
 * The news editor opens it too, once per photo it adds (a post holds several).
 */
export function PickerDialog({
  selectedId,
  onClose,
  onPick,
}: {
  selectedId: number | null;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState<MediaItem | null>(null);
  // Only the typed text is deferred (a fresh object would differ on every render and defer nothing).
  const typed = useDeferredValue(search.trim());
  const query = typed ? { search: typed } : undefined;
  const list = trpc.media.list.useQuery(query, { placeholderData: (previous) => previous });
  // The picker hands out photos; banner videos are chosen by the pages' video fields.
  const photos = list.data?.items.filter((item) => item.kind === 'image');
  const upload = trpc.media.upload.useMutation();
  const utils = trpc.useUtils();

  async function uploadFile(file: File) {
    if (file.size > MEDIA_PHOTO_MAX_BYTES) {
      void notify.error(copy.fileTooLarge(file.name));
      return;
    }
    const form = new FormData();
    form.append('files', file);
    try {
      const [item] = await upload.mutateAsync(form);
      await utils.media.list.invalidate();
      if (item) setCurrent(item);
    } catch (error) {
      if (!isUnauthorized(error)) void notify.error(failureReason(error));
    }
  }

  if (current) return <ChosenItem item={current} onBack={() => setCurrent(null)} onClose={onClose} onDone={onPick} />;

  return (
    <MediaDialog title={copy.picker.title} onClose={onClose}>
      <div className="media-picker__tools">
        <TextField
          label={copy.search}
          type="search"
          placeholder={copy.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FileButton
          label={upload.isPending ? copy.uploading(1, 1) : copy.picker.uploadHere}
          disabled={upload.isPending}
          onFiles={([file]) => {
            if (file) void uploadFile(file);
          }}
        />
      </div>
      {photos && photos.length === 0 ? (
        <p className="admin-field__hint">{search ? copy.nothingFound : copy.empty}</p>
      ) : (
        <ul className="media-picker__grid">
          {(photos ?? []).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="media-picker__choice"
                aria-pressed={item.id === selectedId}
                aria-label={copy.picker.pick(item.alt || item.name)}
                onClick={() => setCurrent(item)}
              >
                <MediaPicture image={item.image} sizes="160px" alt="" loading="lazy" />
                <span>{item.alt || `${copy.noAlt} · ${item.name}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </MediaDialog>
  );
}

/** The chosen item before it goes into the form: its alt text (required) and focal point, saved to the library. */
function ChosenItem({
  item,
  onBack,
  onClose,
  onDone,
}: {
  item: MediaItem;
  onBack: () => void;
  onClose: () => void;
  onDone: (item: MediaItem) => void;
}) {
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState(item.focal);
  const [error, setError] = useState<string | null>(null);
  const update = trpc.media.update.useMutation();
  const utils = trpc.useUtils();

  async function done() {
    if (!alt.trim()) {
      setError(copy.picker.needsAlt);
      return;
    }
    const changed = alt.trim() !== item.alt || focal.x !== item.focal.x || focal.y !== item.focal.y;
    if (!changed) return onDone(item);
    try {
      const saved = await update.mutateAsync({
        id: item.id,
        alt,
        caption: item.caption,
        focal,
        folder: item.folder,
        tags: item.tags,
      });
      await utils.media.list.invalidate();
      onDone(saved);
    } catch (failure) {
      if (!isUnauthorized(failure)) setError(failureReason(failure));
    }
  }

  return (
    <MediaDialog title={item.name} onClose={onClose}>
      <div className="media-details">
        <FocalColumn image={item.image} focal={focal} onChange={setFocal} />
        <div className="media-details__form">
          <AltField
            required
            value={alt}
            error={error}
            onChange={(next) => {
              setAlt(next);
              setError(null);
            }}
          />
          <div className="media-details__actions">
            <AdminButton type="button" pending={update.isPending} onClick={() => void done()}>
              {copy.picker.use}
            </AdminButton>
            <AdminButton type="button" variant="secondary" onClick={onBack}>
              {copy.picker.back}
            </AdminButton>
          </div>
        </div>
      </div>
    </MediaDialog>
  );
}
