import { videoState } from '#client/components/admin/video-state';
import { adminMessages } from '#shared/messages/admin.ru';
import type { MediaItem } from '#shared/schemas/media';

const copy = adminMessages.adminMediaVideo;
const mediaCopy = adminMessages.adminMedia;

/** A video in the library's grid: its chosen poster (once made), a badge, and its state with progress. */
export function VideoCard({ item, onOpen }: { item: MediaItem; onOpen: () => void }) {
  const video = item.video;
  if (!video) return null;
  const state = videoState(video);
  const poster = video.posters[video.poster];
  return (
    <button type="button" className="media-card" onClick={onOpen} aria-label={`${copy.details}: ${item.name}`}>
      <span className="media-card__frame">
        {poster ? <img src={poster} alt="" className="media-card__image" loading="lazy" decoding="async" /> : null}
        <span className="media-card__badge">{copy.videoBadge}</span>
      </span>
      <span className="media-card__name">{item.name}</span>
      <span className={`media-card__state media-card__state--${state.tone}`} role="status">
        {state.text}
      </span>
      {state.percent !== null ? (
        <progress className="media-card__progress" value={state.percent} max={100} aria-label={state.text} />
      ) : null}
      <span className="media-card__meta">
        {item.folder ? `${item.folder} · ` : ''}
        {item.usageCount > 0 ? `${mediaCopy.usages}: ${item.usageCount}` : mediaCopy.notUsed}
      </span>
    </button>
  );
}
