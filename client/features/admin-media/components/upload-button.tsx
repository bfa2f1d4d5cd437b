import { FileButton } from '#client/components/admin/media-picker-parts';
import { adminMessages } from '#shared/messages/admin.ru';
import type { UploadProgress } from '../use-media-upload';

const copy = adminMessages.adminMedia;

/** The phone's gallery (several at once) behind one button; while uploading, a progress bar. */
export function UploadButton({ onFiles, progress }: { onFiles: (files: File[]) => void; progress: UploadProgress | null }) {
  return (
    <div className="media-upload">
      <FileButton
        label={progress ? copy.uploading(Math.min(progress.done + 1, progress.total), progress.total) : copy.upload}
        multiple
        disabled={progress !== null}
        className={`media-upload__button${progress ? ' media-upload__button--busy' : ''}`}
        onFiles={onFiles}
      />
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
