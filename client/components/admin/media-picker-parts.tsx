import { type ReactNode, useId } from 'react';
import { MediaPicture } from '#client/components/ui/media-picture';
import { adminMessages } from '#shared/messages/admin.ru';
import { clampFocal, type FocalPoint, MEDIA_ALT_MAX_LENGTH } from '#shared/rules/media';
import type { ResolvedImage } from '#shared/schemas/media';
import { AdminButton } from './admin-button';
import { ModalDialog } from './modal-dialog';
import { TextareaField } from './textarea-field';
import './media-picker.css';

const copy = adminMessages.adminMedia;
const MEDIA_DIALOG = { dialog: 'media-dialog', head: 'media-dialog__head', title: 'media-dialog__title' };

/**
 * A large modal on the native <dialog> (the browser keeps focus inside and closes it on Esc): full
 * screen on a phone, a centred panel on a desktop. The library's details and the picker use it.
 */
export function MediaDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalDialog title={title} closeLabel={copy.close} onClose={onClose} classes={MEDIA_DIALOG}>
      <div className="media-dialog__body">{children}</div>
    </ModalDialog>
  );
}

/** A picker field's button that opens its dialog ('Выбрать…' or 'Выбрать другое'), tied to the field's error. */
export function PickerOpenButton({
  label,
  disabled,
  describedBy,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  describedBy?: string;
  onClick: () => void;
}) {
  return (
    <AdminButton type="button" variant="secondary" size="sm" disabled={disabled} aria-describedby={describedBy} onClick={onClick}>
      {label}
    </AdminButton>
  );
}

const STEP = 0.05;

/**
 * The photo, tapped where its subject is: that point becomes the focal point every crop keeps
 * (arrow keys move it for keyboard users). The marker shows where it is now.
 */
export function FocalPointPicker({
  image,
  focal,
  onChange,
}: {
  image: ResolvedImage;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
}) {
  const hintId = useId();
  const percent = (value: number) => Math.round(value * 100);
  return (
    <div className="focal-picker">
      <button
        type="button"
        className="focal-picker__area"
        aria-label={copy.focalLabel(percent(focal.x), percent(focal.y))}
        aria-describedby={hintId}
        onClick={(event) => {
          // A keyboard 'click' has no position: the arrows move the point instead.
          if (event.detail === 0) return;
          const box = event.currentTarget.getBoundingClientRect();
          onChange(clampFocal({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }));
        }}
        onKeyDown={(event) => {
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-STEP, 0],
            ArrowRight: [STEP, 0],
            ArrowUp: [0, -STEP],
            ArrowDown: [0, STEP],
          };
          const move = moves[event.key];
          if (!move) return;
          event.preventDefault();
          onChange(clampFocal({ x: focal.x + move[0], y: focal.y + move[1] }));
        }}
      >
        <MediaPicture
          image={image}
          sizes="(min-width: 900px) 480px, 100vw"
          alt=""
          className="focal-picker__image"
          draggable={false}
        />
        <span
          className="focal-picker__marker"
          style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          aria-hidden="true"
        />
      </button>
      <p id={hintId} className="admin-field__hint">
        {copy.focalHint}
      </p>
    </div>
  );
}

/** How the photo comes out in a tall frame (a portrait card) and a wide one (a banner), with this focal point. */
export function CropPreviews({ image, focal }: { image: ResolvedImage; focal: FocalPoint }) {
  const shown = { ...image, focal };
  return (
    <div className="crop-previews">
      <figure className="crop-previews__item">
        <div className="crop-previews__frame crop-previews__frame--tall">
          <MediaPicture image={shown} sizes="160px" alt="" className="crop-previews__image" />
        </div>
        <figcaption>{copy.cropTall}</figcaption>
      </figure>
      <figure className="crop-previews__item crop-previews__item--wide">
        <div className="crop-previews__frame crop-previews__frame--wide">
          <MediaPicture image={shown} sizes="(min-width: 900px) 360px, 90vw" alt="" className="crop-previews__image" />
        </div>
        <figcaption>{copy.cropWide}</figcaption>
      </figure>
    </div>
  );
}

/** What the file dialog offers: photos, HEIC named too (some phones give it no image/* type). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

/**
 * A file button: the input hidden, its label drawn as an admin button, so a phone opens its gallery
 * on a tap. The picker's 'Загрузить новое', the library's upload and its 'Заменить файл' use it.
 */
export function FileButton({
  label,
  multiple = false,
  disabled = false,
  variant = 'primary',
  className = '',
  onFiles,
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  className?: string;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        className="media-upload__input"
        type="file"
        multiple={multiple}
        accept={MEDIA_ACCEPT}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so the same file picked again after a refusal is sent again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={inputId} className={`admin-button admin-button--${variant}${className ? ` ${className}` : ''}`}>
        {label}
      </label>
    </>
  );
}

/** The picture side of an item's form: the focal point the admin taps and the crops it gives. */
export function FocalColumn({
  image,
  focal,
  onChange,
  children,
}: {
  image: ResolvedImage;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
  children?: ReactNode;
}) {
  return (
    <div className="media-details__picture">
      <h3 className="media-details__label">{copy.focal}</h3>
      <FocalPointPicker image={image} focal={focal} onChange={onChange} />
      <CropPreviews image={image} focal={focal} />
      {children}
    </div>
  );
}

/** An item's alt text, with the same hint and limit in the library and in the picker. */
export function AltField({
  value,
  error,
  required = false,
  onChange,
}: {
  value: string;
  error?: string | null | undefined;
  required?: boolean;
  onChange: (alt: string) => void;
}) {
  return (
    <TextareaField
      label={copy.alt}
      hint={copy.altHint}
      rows={3}
      required={required}
      maxLength={MEDIA_ALT_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
