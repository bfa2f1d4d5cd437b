import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { MediaDialog } from '#client/components/admin/media-picker-parts';
import { videoState } from '#client/components/admin/video-state';
import { useVideoUpload } from '#client/components/admin/video-upload';
import { VideoUploadButton } from '#client/components/admin/video-upload-button';
import { failureReason, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { MediaItem } from '#shared/schemas/media';
import { useDeleteMedia } from '../use-delete-media';
import { useMediaFields } from '../use-media-fields';
import { MediaFieldsForm } from './media-fields-form';
import { MediaUsages } from './media-usages';

const copy = adminMessages.adminMediaVideo;
const mediaCopy = adminMessages.adminMedia;

/**
 * One video: how it plays, its state, the poster among four frames, its name, folder and tags (saved
 * by the photos' `media.update`), where it is used; replace and delete.
 */
export function VideoDetails({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const utils = trpc.useUtils();
  const setPoster = trpc.media.setPoster.useMutation();
  const { deleteItem, deleting } = useDeleteMedia(item, onClose);
  const { uploadVideo, percent } = useVideoUpload();
  // Shown chosen at once; put back if the server refuses.
  const [chosen, setChosen] = useState(item.video?.poster ?? 0);
  const fields = useMediaFields(item, copy);
  const video = item.video;
  if (!video) return null;
  const state = videoState(video);
  const resolved = video.resolved;
  const busy = video.job?.state === 'queued' || video.job?.state === 'running';

  async function choosePoster(poster: number) {
    const before = chosen;
    setChosen(poster);
    try {
      await setPoster.mutateAsync({ id: item.id, poster });
      await utils.media.list.invalidate();
      void notify.success(copy.posterSaved);
    } catch (error) {
      setChosen(before);
      if (!isUnauthorized(error)) void notify.error(`${copy.posterFailed}: ${failureReason(error)}`);
    }
  }

  return (
    <MediaDialog title={item.name} onClose={onClose}>
      <div className="media-details">
        <div className="media-details__picture">
          {resolved ? <h3 className="media-details__label">{copy.preview}</h3> : null}
          {resolved ? (
            // The admin's preview plays the phone's files, muted and looped as on the site.
            <video
              key={resolved.phone.mp4}
              className="video-details__player"
              muted
              loop
              playsInline
              controls
              preload="metadata"
              poster={video.posters[chosen]}
              width={resolved.phone.width}
              height={resolved.phone.height}
            >
              <source src={resolved.phone.webm} type="video/webm" />
              <source src={resolved.phone.mp4} type="video/mp4" />
            </video>
          ) : null}
          <p className={`media-card__state media-card__state--${state.tone}`} role="status">
            {state.text}
          </p>
          {state.percent !== null ? (
            <progress className="media-card__progress" value={state.percent} max={100} aria-label={state.text} />
          ) : null}
          <p className="admin-field__hint">
            {mediaCopy.size(item.width, item.height)} · {copy.duration(video.seconds)}
          </p>
        </div>
        <div className="media-details__form">
          {video.posters.length > 0 ? (
            <fieldset className="video-posters">
              <legend className="media-details__label">{copy.poster}</legend>
              <p className="admin-field__hint">{copy.posterHint}</p>
              <div className="video-posters__grid">
                {video.posters.map((poster, index) => (
                  <label key={poster} className="video-posters__option">
                    <input
                      type="radio"
                      name={`poster-${item.id}`}
                      checked={chosen === index}
                      disabled={setPoster.isPending}
                      onChange={() => void choosePoster(index)}
                    />
                    <img src={poster} alt={copy.posterOption(index)} width={240} height={135} />
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <MediaFieldsForm fields={fields} className="video-details__form">
            <div>
              <AdminButton type="submit" pending={fields.pending} pendingLabel={copy.saving}>
                {copy.save}
              </AdminButton>
            </div>
          </MediaFieldsForm>
          <MediaUsages id={item.id} />
          <div className="media-details__actions">
            {busy ? null : (
              <VideoUploadButton
                label={copy.replace}
                hint={false}
                percent={percent}
                onFile={(file) => void uploadVideo(file, { replaceId: item.id })}
              />
            )}
            <AdminButton type="button" variant="danger" pending={deleting} onClick={deleteItem}>
              {mediaCopy.delete}
            </AdminButton>
          </div>
        </div>
      </div>
    </MediaDialog>
  );
}
