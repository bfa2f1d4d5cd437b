import { useId, useRef, useState } from 'react';
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
}

/**
 * A picked file is refused here when it is not JPEG or PNG, before anything is uploaded; an
 * accepted one is previewed from an object URL.
 */
export function ImagePicker({ currentUrl, file, onFileChange, label, texts, disabled, invalid }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;

  return (
    <div className={`image-picker${invalid || refused ? ' image-picker--invalid' : ''}`}>
      <div className="image-picker__frame">
        {shown ? (
          <img className="image-picker__image" src={shown} alt="" width={480} height={480} />
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
          accept={LIST_IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            if (picked && !isAcceptedListImage(picked)) {
              setRefused(texts.typeRefused);
              void notify.error(texts.typeRefused);
              event.target.value = '';
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
          <button
            type="button"
            className="image-picker__reset"
            disabled={disabled}
            onClick={() => {
              onFileChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            {texts.keepImage}
          </button>
        ) : null}
      </div>
      <p
        id={`${inputId}-hint`}
        className={refused ? 'admin-field__error' : 'admin-field__hint'}
        role={refused ? 'alert' : undefined}
      >
        {refused ?? (file ? file.name : texts.typesHint)}
      </p>
    </div>
  );
}
