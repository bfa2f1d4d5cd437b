import { useDeferredValue, useState } from 'react';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { MediaItem } from '#shared/schemas/media';
import { MediaDialog } from './media-picker-parts';
import { TextField } from './text-field';
import { useVideoUpload } from './video-upload';
import { VideoUploadButton } from './video-upload-button';
import './video-picker.css';

const copy = adminMessages.adminMediaVideo;

/** A video that can go on a page now: transcoded at least once (a failed replacement keeps its old files). */
export function isPlayableVideo(item: MediaItem): boolean {
  return item.kind === 'video' && item.video?.resolved != null;
}

function isProcessingVideo(item: MediaItem): boolean {
  return item.kind === 'video' && !isPlayableVideo(item) && item.video?.job?.state !== 'failed';
}

/** The chosen poster of a video (its 480 px WebP), or none before the first transcode is done. */
export function posterOf(item: MediaItem): string | undefined {
  return item.video ? item.video.posters[item.video.poster] : undefined;
}

/**
 * The library's ready videos in a dialog: poster, name and length, searched by name; or a new one
 * uploaded from the phone, handed to the field as soon as the server has it (the field then waits
 * for its transcode).
 */
export function VideoPickerDialog({
  selectedId,
  onClose,
  onPick,
  onUploaded,
}: {
  selectedId: number | null;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
  onUploaded: (item: MediaItem) => void;
}) {
  const [search, setSearch] = useState('');
  // Only the typed text is deferred (a fresh object would differ on every render and defer nothing).
  const typed = useDeferredValue(search.trim());
  const list = trpc.media.list.useQuery(typed ? { search: typed } : undefined, { placeholderData: (previous) => previous });
  const { uploadVideo, percent } = useVideoUpload();
  const items = list.data?.items ?? [];
  const videos = items.filter(isPlayableVideo);
  const processing = items.filter(isProcessingVideo).length;

  async function upload(file: File) {
    const item = await uploadVideo(file);
    if (item) onUploaded(item);
  }

  return (
    <MediaDialog title={copy.picker.title} onClose={onClose}>
      <div className="media-picker__tools">
        <TextField
          label={copy.picker.search}
          type="search"
          placeholder={copy.picker.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <VideoUploadButton percent={percent} onFile={(file) => void upload(file)} />
      </div>
      {list.isPending ? <p className="admin-field__hint">{copy.picker.loading}</p> : null}
      {!list.isPending && videos.length === 0 ? (
        <p className="admin-field__hint video-picker__empty">{typed ? copy.picker.nothingFound : copy.picker.empty}</p>
      ) : null}
      {videos.length > 0 ? (
        <ul className="video-picker__grid">
          {videos.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="video-picker__choice"
                aria-pressed={item.id === selectedId}
                aria-label={copy.picker.pick(item.name)}
                onClick={() => onPick(item)}
              >
                <span className="video-picker__frame">
                  {posterOf(item) ? <img src={posterOf(item)} alt="" loading="lazy" decoding="async" /> : null}
                  <span className="video-picker__duration">{copy.duration(item.video?.seconds ?? 0)}</span>
                </span>
                <span className="video-picker__name">{item.name}</span>
                {item.folder ? <span className="video-picker__folder">{item.folder}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {processing > 0 ? <p className="admin-field__hint video-picker__note">{copy.picker.stillProcessing(processing)}</p> : null}
    </MediaDialog>
  );
}
