import { useId, useRef, useState } from 'react';
import { notify } from '#client/lib/toast';
import { useObjectUrl } from '#client/lib/use-object-url';
import { messages } from '#shared/messages/admin.ru';
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '../product-form';

interface Props {
  /** The stored image (editing an existing product), shown until a new one is picked. */
  currentUrl?: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  label: string;
  disabled?: boolean;
  /** Marks the picker invalid (a new product without an image). */
  invalid?: boolean;
}

/**
 * Spec 5: JPEG or PNG only, refused here before anything is uploaded; the picked file is previewed
 * from an object URL.
 */
export function ProductImagePicker({ currentUrl, file, onFileChange, label, disabled, invalid }: Props) {
  const copy = messages.adminEditors.products;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;

  return (
    <div className={`product-picker${invalid || refused ? ' product-picker--invalid' : ''}`}>
      <div className="product-picker__frame">
        {shown ? (
          <img className="product-picker__image" src={shown} alt="" width={480} height={480} />
        ) : (
          <span className="product-picker__placeholder">{copy.noImage}</span>
        )}
      </div>
      <div className="product-picker__controls">
        <input
          ref={inputRef}
          id={inputId}
          className="product-picker__input"
          type="file"
          name="image"
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            if (picked && !isAcceptedProductImage(picked)) {
              setRefused(copy.imageTypeRefused);
              void notify.error(copy.imageTypeRefused);
              event.target.value = '';
              return;
            }
            setRefused(null);
            onFileChange(picked);
          }}
        />
        <label className="admin-button admin-button--secondary admin-button--sm product-picker__button" htmlFor={inputId}>
          {label}
        </label>
        {file && currentUrl ? (
          <button
            type="button"
            className="product-picker__reset"
            disabled={disabled}
            onClick={() => {
              onFileChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            {copy.keepImage}
          </button>
        ) : null}
      </div>
      <p
        id={`${inputId}-hint`}
        className={refused ? 'admin-field__error' : 'admin-field__hint'}
        role={refused ? 'alert' : undefined}
      >
        {refused ?? (file ? file.name : messages.adminProducts.imageTypesHint)}
      </p>
    </div>
  );
}
