import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { notify } from '#client/lib/toast';
import { useObjectUrl } from '#client/lib/use-object-url';
import './list-editor.css';

/** The photo and image uploads of the list editors are JPEG or PNG (the server converts them to WebP sizes). */
export const LIST_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export function isAcceptedListImage(file: Pick<File, 'type'>): boolean {
  return (LIST_IMAGE_TYPES as readonly string[]).includes(file.type);
}

interface Texts {
  /** Shown in the empty frame. */
  noImage: string;
  /** Under the button while no file is picked (the accepted types). */
  typesHint: string;
  /** Toast and inline message when the picked file is not JPEG or PNG. */
  typeRefused: string;
  /** The button that puts the stored image back after another was picked. */
  keepImage: string;
  /** Under the button once a file is picked; its name by default. */
  picked?: (file: File) => string;
  /** The frame's image described, stored and just picked; without them it is decoration beside the form's own words. */
  currentImage?: string;
  newImage?: string;
}

interface Props {
  /** The stored image (editing an existing item), shown until a new one is picked. */
  currentUrl?: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  label: string;
  texts: Texts;
  disabled?: boolean;
  /** Marks the picker invalid (a new item without its required image). */
  invalid?: boolean;
  /** The types the file dialog offers; JPEG and PNG by default. */
  types?: readonly string[];
  /** Why a picked file is refused, or null; by default anything but JPEG or PNG is (`texts.typeRefused`). */
  check?: (file: File) => string | null;
  /**
   * With it the screen owns the message under the button: a refusal is handed to it (and toasted
   * here), and `error` is what shows, e.g. a failed upload. Without it the picker keeps its refusal.
   */
  onRefuse?: (message: string) => void;
  error?: string | null;
  /** Beside the choose button: a screen that uploads on its own puts its upload button here. */
  children?: ReactNode;
}

/**
 * A picked file is refused here (not JPEG or PNG, or the screen's own `check`), before anything is
 * uploaded; an accepted one is previewed from an object URL.
 */
export function ImagePicker({
  currentUrl,
  file,
  onFileChange,
  label,
  texts,
  disabled,
  invalid,
  types = LIST_IMAGE_TYPES,
  check = (picked) => (isAcceptedListImage(picked) ? null : texts.typeRefused),
  onRefuse,
  error,
  children,
}: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;
  const message = (onRefuse ? null : refused) ?? error ?? null;

  // A file dropped by the screen (saved, or the form reset) leaves the input too, so that picking it again counts.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  return (
    <div className={`image-picker${invalid || message ? ' image-picker--invalid' : ''}`}>
      <div className="image-picker__frame">
        {shown ? (
          <img
            className="image-picker__image"
            src={shown}
            alt={(previewUrl ? texts.newImage : texts.currentImage) ?? ''}
            width={480}
            height={480}
          />
        ) : (
          <span className="image-picker__placeholder">{texts.noImage}</span>
        )}
      </div>
      <div className="image-picker__controls">
        <input
          ref={inputRef}
          id={inputId}
          className="image-picker__input"
          type="file"
          name="image"
          accept={types.join(',')}
          disabled={disabled}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={invalid || message ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            const problem = picked && check(picked);
            if (problem) {
              void notify.error(problem);
              event.target.value = '';
              if (onRefuse) onRefuse(problem);
              else setRefused(problem);
              return;
            }
            setRefused(null);
            onFileChange(picked);
          }}
        />
        <label className="admin-button admin-button--secondary admin-button--sm image-picker__button" htmlFor={inputId}>
          {label}
        </label>
        {file && currentUrl ? (
          <button type="button" className="image-picker__reset" disabled={disabled} onClick={() => onFileChange(null)}>
            {texts.keepImage}
          </button>
        ) : null}
        {children}
      </div>
      <p
        id={`${inputId}-hint`}
        className={message ? 'admin-field__error' : 'admin-field__hint'}
        role={message ? 'alert' : undefined}
      >
        {message ?? (file ? (texts.picked?.(file) ?? file.name) : texts.typesHint)}
      </p>
    </div>
  );
}
