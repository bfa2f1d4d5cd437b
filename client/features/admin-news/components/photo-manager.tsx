import { type ReactNode, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { AdminButton } from '#client/components/admin/admin-button';
import { PickerDialog } from '#client/components/admin/media-picker';
import { TextField } from '#client/components/admin/text-field';
import { MediaPicture } from '#client/components/ui/media-picture';
import { adminMessages } from '#shared/messages/admin.ru';
import { postImageUrl } from '#shared/rules/images';
import { MEDIA_ALT_MAX_LENGTH } from '#shared/rules/media';
import { type DraftPhoto, moveItem } from '../post-draft';

const copy = adminMessages.adminNews;

interface PhotoManagerProps {
  /** A local post's library photos. */
  photos: DraftPhoto[];
  onPhotosChange: (next: DraftPhoto[]) => void;
  /** Stored addresses: a VK post's photos, or an older local post's not moved into the library yet. */
  photoUrls: string[];
  onPhotoUrlsChange: (next: string[]) => void;
  /** A VK post: its photos are the wall's, nothing is added here. */
  fromVk: boolean;
  pendingPhotos: number;
}

/**
 * Photos in display order; the first is the cover the pages show. A local post adds them from the
 * media library (the picker uploads from the phone too), one at a time, each with an optional
 * description of its own; arrows reorder (any device), × removes. A VK post's stored photos can
 * only be reordered or removed.
 */
export function PhotoManager({ photos, onPhotosChange, photoUrls, onPhotoUrlsChange, fromVk, pendingPhotos }: PhotoManagerProps) {
  const hintId = useId();
  const [picking, setPicking] = useState(false);
  const oldPhotos = !fromVk && photoUrls.length > 0;
  return (
    <fieldset className="news-photos" aria-describedby={hintId}>
      <legend className="admin-field__label">{copy.photos}</legend>
      <p id={hintId} className="admin-field__hint">
        {fromVk ? copy.storedPhotosHint : copy.photosHint}
      </p>
      {pendingPhotos > 0 && <p className="news-note">{copy.pendingPhotos(pendingPhotos)}</p>}
      {photoUrls.length > 0 && (
        <ol className="news-photos__list">
          {photoUrls.map((url, index) => (
            <li key={url} className="news-photo">
              <img src={postImageUrl(url, 'small')} alt={copy.photoAlt(index + 1)} width={160} height={110} loading="lazy" />
              {index === 0 && <span className="news-photo__cover">{copy.cover}</span>}
              <PhotoButtons
                index={index}
                count={photoUrls.length}
                move={(from, to) => onPhotoUrlsChange(moveItem(photoUrls, from, to))}
              >
                <RemoveButton index={index} onClick={() => onPhotoUrlsChange(photoUrls.filter((_, each) => each !== index))} />
              </PhotoButtons>
            </li>
          ))}
        </ol>
      )}
      {oldPhotos && <p className="news-note">{copy.oldPhotosHint}</p>}
      {photos.length > 0 && (
        <ol className="news-photos__list news-photos__list--library">
          {photos.map((photo, index) => (
            <li key={photo.mediaId} className="news-photo news-photo--library">
              {photo.image ? (
                <MediaPicture image={photo.image} sizes="160px" alt={copy.photoAlt(index + 1)} loading="lazy" />
              ) : (
                <span className="news-photo__gone">{copy.photoGone}</span>
              )}
              {index === 0 && <span className="news-photo__cover">{copy.cover}</span>}
              <div className="news-photo__alt">
                <TextField
                  label={copy.photoAltLabel(index + 1)}
                  hint={copy.photoAltHint(photo.image?.alt ?? '')}
                  maxLength={MEDIA_ALT_MAX_LENGTH}
                  value={photo.alt}
                  onChange={(event) =>
                    onPhotosChange(photos.map((each, at) => (at === index ? { ...each, alt: event.target.value } : each)))
                  }
                />
              </div>
              <PhotoButtons index={index} count={photos.length} move={(from, to) => onPhotosChange(moveItem(photos, from, to))}>
                <RemoveButton index={index} onClick={() => onPhotosChange(photos.filter((_, each) => each !== index))} />
              </PhotoButtons>
            </li>
          ))}
        </ol>
      )}
      {!fromVk && (
        <div className="news-photos__add">
          <AdminButton variant="secondary" disabled={oldPhotos} onClick={() => setPicking(true)}>
            + {copy.addPhotos}
          </AdminButton>
        </div>
      )}
      {/* Outside the post's <form>: Enter in the picker's search field must not publish the post. */}
      {picking &&
        createPortal(
          <PickerDialog
            selectedId={null}
            onClose={() => setPicking(false)}
            onPick={(item) => {
              // A photo shown twice in one post says nothing new: picking it again keeps the one there.
              if (!photos.some((photo) => photo.mediaId === item.id)) {
                onPhotosChange([...photos, { mediaId: item.id, alt: '', image: item.image }]);
              }
              setPicking(false);
            }}
          />,
          document.body,
        )}
    </fieldset>
  );
}

/** Up and down for the photo at `index`, then whatever else the photo offers. */
function PhotoButtons({
  index,
  count,
  move,
  children,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  children: ReactNode;
}) {
  return (
    <div className="news-photo__buttons">
      <button
        type="button"
        className="news-photo__button"
        aria-label={copy.movePhotoUp(index + 1)}
        title={copy.movePhotoUp(index + 1)}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="news-photo__button"
        aria-label={copy.movePhotoDown(index + 1)}
        title={copy.movePhotoDown(index + 1)}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        ↓
      </button>
      {children}
    </div>
  );
}

function RemoveButton({ index, onClick }: { index: number; onClick: () => void }) {
  return (
    <button
      type="button"
      className="news-photo__button news-photo__button--danger"
      aria-label={copy.removePhoto(index + 1)}
      title={copy.removePhoto(index + 1)}
      onClick={onClick}
    >
      ×
    </button>
  );
}
