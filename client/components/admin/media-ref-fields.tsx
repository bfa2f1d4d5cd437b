import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { pathKey } from '#shared/schemas/field-messages';
import { AdminButton } from './admin-button';
import { MediaPicker } from './media-picker';
import type { FieldNode } from './schema-fields';
import type { StructuredFieldProps } from './structured-form';
import { TextField } from './text-field';
import { VideoPicker } from './video-picker';

const copy = adminMessages.structuredFields;

interface Chrome {
  label: string;
  hint: string | undefined;
  error: string | undefined;
}

type ImageRef = { mediaId: number; alt?: string };

function imageRefOf(value: unknown): ImageRef | null {
  if (value === null || typeof value !== 'object') return null;
  const ref = value as Partial<ImageRef>;
  return typeof ref.mediaId === 'number' ? { mediaId: ref.mediaId, ...(ref.alt ? { alt: ref.alt } : {}) } : null;
}

/**
 * A picture of a page: a library item chosen with `MediaPicker` (alt text and focal point set there),
 * kept as `{ mediaId, alt? }`; the alt beside it is for this place only (the same photo may say
 * something else on another page), empty meaning the library's.
 */
export function ImageRefField({
  node,
  path,
  value,
  errors,
  disabled,
  onChange,
  label,
  hint,
  error,
}: StructuredFieldProps & Chrome & { node: Extract<FieldNode, { kind: 'image' }> }) {
  const ref = imageRefOf(value);
  // The thumbnail of the stored choice: the document keeps only the id.
  const item = trpc.media.byId.useQuery({ id: ref?.mediaId ?? 0 }, { enabled: ref !== null, staleTime: 60_000 });
  const altPath = [...path, 'alt'];
  const mediaError = error ?? errors[pathKey([...path, 'mediaId'])];
  return (
    <div className="structured-media">
      <MediaPicker
        label={label}
        value={ref?.mediaId ?? null}
        image={item.data?.image}
        error={mediaError}
        disabled={disabled}
        onChange={(mediaId) => onChange(path, { mediaId, ...(ref?.alt ? { alt: ref.alt } : {}) })}
      />
      {hint ? <p className="admin-field__hint">{hint}</p> : null}
      {ref ? (
        <TextField
          label={copy.altOverride}
          hint={copy.altOverrideHint}
          name={pathKey(altPath)}
          value={ref.alt ?? ''}
          maxLength={node.altMax ?? undefined}
          error={errors[pathKey(altPath)]}
          disabled={disabled}
          onChange={(event) => {
            const alt = event.target.value;
            onChange(path, alt ? { mediaId: ref.mediaId, alt } : { mediaId: ref.mediaId });
          }}
        />
      ) : null}
      {ref && node.optional ? (
        <AdminButton size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(path, null)}>
          {copy.removePhoto}
        </AdminButton>
      ) : null}
    </div>
  );
}

/**
 * A banner video: a ready video of the library chosen with `VideoPicker` (or uploaded there), or
 * none (the page keeps its gradient and built-in poster); kept as `{ mediaId } | null`.
 */
export function VideoRefField({ path, value, disabled, onChange, label, hint, error }: StructuredFieldProps & Chrome) {
  const chosen = value !== null && typeof value === 'object' ? (value as { mediaId?: unknown }).mediaId : undefined;
  return (
    <VideoPicker
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      value={typeof chosen === 'number' ? chosen : null}
      onChange={(mediaId) => onChange(path, mediaId === null ? null : { mediaId })}
    />
  );
}
