import { useId } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_ACCEPT, type UploadProgress } from '../use-media-upload';

const copy = adminMessages.adminMedia;

/** The phone's gallery (several at once) behind one button; while uploading, a progress bar. */
export function UploadButton({ onFiles, progress }: { onFiles: (files: File[]) => void; progress: UploadProgress | null }) {
  const inputId = useId();
  return (
    <div className="media-upload">
      <input
        id={inputId}
        className="media-upload__input"
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        disabled={progress !== null}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={`admin-button admin-button--primary media-upload__button${progress ? ' media-upload__button--busy' : ''}`}
      >
        {progress ? copy.uploading(Math.min(progress.done + 1, progress.total), progress.total) : copy.upload}
      </label>
      {progress ? (
        <progress
          className="media-upload__progress"
          value={progress.done}
          max={progress.total}
          aria-label={copy.uploading(progress.done, progress.total)}
        />
      ) : (
        <p className="admin-field__hint media-upload__hint">{copy.uploadHint}</p>
      )}
    </div>
  );
}
