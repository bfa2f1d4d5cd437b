import { useId } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_VIDEO_ACCEPT } from '#shared/rules/media-video';
import './video-upload.css';

const copy = adminMessages.adminMediaVideo;

/** One video from the phone's gallery; while it is sent, the bytes' progress ('Медиа' and the video picker). */
export function VideoUploadButton({
  onFile,
  percent,
  label = copy.upload,
  hint = true,
}: {
  onFile: (file: File) => void;
  percent: number | null;
  label?: string;
  hint?: boolean;
}) {
  const inputId = useId();
  return (
    <div className="media-upload">
      <input
        id={inputId}
        className="media-upload__input"
        type="file"
        accept={MEDIA_VIDEO_ACCEPT}
        disabled={percent !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={`admin-button admin-button--secondary media-upload__button${percent !== null ? ' media-upload__button--busy' : ''}`}
      >
        {percent !== null ? copy.uploadingPercent(percent) : label}
      </label>
      {percent !== null ? (
        <progress className="media-upload__progress" value={percent} max={100} aria-label={copy.uploadingPercent(percent)} />
      ) : hint ? (
        <p className="admin-field__hint media-upload__hint">{copy.uploadHint}</p>
      ) : null}
    </div>
  );
}
