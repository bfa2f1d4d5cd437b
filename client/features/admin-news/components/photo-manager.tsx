import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { adminMessages } from '#shared/messages/admin.ru';
import { postImageUrl } from '#shared/rules/images';
import { usePhotoUpload } from '../hooks/use-news-admin';
import { moveItem } from '../post-draft';

const copy = adminMessages.adminNews;

interface PhotoManagerProps {
  photoUrls: string[];
  onChange: (next: string[]) => void;
  /** Tells the form an upload is running (saving waits for it). */
  onUploadingChange: (uploading: boolean) => void;
  pendingPhotos: number;
}

/**
 * Photos in display order: upload (several at once), reorder with the arrow buttons (any device)
 * or by dragging (desktop), remove. The first is the cover the pages show.
 */
export function PhotoManager({ photoUrls, onChange, onUploadingChange, pendingPhotos }: PhotoManagerProps) {
  const upload = usePhotoUpload();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  // Uploads finish one by one; each adds to the latest list, not the one the upload started with.
  const latest = useRef(photoUrls);
  latest.current = photoUrls;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(files.length);
    onUploadingChange(true);
    for (const file of files) {
      try {
        const url = await upload(file);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch (error) {
        void notify.error(copy.uploadFailed(failureReason(error)));
      }
      setUploading((count) => count - 1);
    }
    onUploadingChange(false);
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null) onChange(moveItem(photoUrls, dragFrom, index));
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <fieldset className="news-photos" aria-describedby={hintId}>
      <legend className="admin-field__label">{copy.photos}</legend>
      <p id={hintId} className="admin-field__hint">
        {copy.photosHint}
      </p>
      {pendingPhotos > 0 && <p className="news-note">{copy.pendingPhotos(pendingPhotos)}</p>}
      {photoUrls.length > 0 && (
        <ol className="news-photos__list">
          {photoUrls.map((url, index) => (
            <li
              key={url}
              className="news-photo"
              draggable
              data-dragging={dragFrom === index || undefined}
              data-drop-target={(dropAt === index && dragFrom !== index) || undefined}
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropAt(index);
              }}
              onDragLeave={() => setDropAt((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => {
                setDragFrom(null);
                setDropAt(null);
              }}
            >
              <img src={postImageUrl(url, 'small')} alt={copy.photoAlt(index + 1)} width={160} height={110} loading="lazy" />
              {index === 0 && <span className="news-photo__cover">{copy.cover}</span>}
              <div className="news-photo__buttons">
                <button
                  type="button"
                  className="news-photo__button"
                  aria-label={copy.movePhotoUp(index + 1)}
                  title={copy.movePhotoUp(index + 1)}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(photoUrls, index, index - 1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="news-photo__button"
                  aria-label={copy.movePhotoDown(index + 1)}
                  title={copy.movePhotoDown(index + 1)}
                  disabled={index === photoUrls.length - 1}
                  onClick={() => onChange(moveItem(photoUrls, index, index + 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="news-photo__button news-photo__button--danger"
                  aria-label={copy.removePhoto(index + 1)}
                  title={copy.removePhoto(index + 1)}
                  onClick={() => onChange(photoUrls.filter((_, each) => each !== index))}
                >
                  ×
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="news-photos__add">
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          onChange={pick}
          aria-label={copy.addPhotos}
        />
        <AdminButton
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          pending={uploading > 0}
          pendingLabel={copy.uploading}
        >
          + {copy.addPhotos}
        </AdminButton>
      </div>
    </fieldset>
  );
}
