import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { MediaItem } from '#shared/schemas/media';
import { AdminButton } from './admin-button';
import { FieldError } from './field-shell';
import { PickerOpenButton } from './media-picker-parts';
import { isPlayableVideo, posterOf, VideoPickerDialog } from './video-picker-dialog';
import { videoState } from './video-state';
import './video-picker.css';

const copy = adminMessages.adminMediaVideo;
/** How often the field asks for the progress of a video it waits for (as the 'Медиа' grid does). */
const POLL_MS = 2000;

interface Props {
  label: string;
  hint?: string | undefined;
  /** The chosen video's id, or null for none. */
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

const busy = (item: MediaItem | undefined) => item?.video?.job?.state === 'queued' || item?.video?.job?.state === 'running';

/**
 * A banner video of a page (docs/decisions/media-videos.md): the chosen video's poster, name and
 * length; 'Выбрать видео' opens the library's ready videos, or uploads a new one, which the field
 * takes once its transcode is done (it says so meanwhile); 'Убрать' leaves the page its gradient.
 * The server checks the choice again on save.
 */
export function VideoPicker({ label, hint, value, onChange, error, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const utils = trpc.useUtils();
  const errorId = useId();
  const chosen = trpc.media.byId.useQuery(
    { id: value ?? 0 },
    {
      enabled: value !== null,
      staleTime: 60_000,
      retry: false,
      // A stored choice still being transcoded is followed too, so its poster appears when ready.
      refetchInterval: (query) => (busy(query.state.data) ? POLL_MS : false),
    },
  );
  const pending = trpc.media.byId.useQuery(
    { id: pendingId ?? 0 },
    { enabled: pendingId !== null, refetchInterval: POLL_MS, retry: false },
  );
  // The uploaded video goes into the field once, when its first transcode is done (or is dropped when it failed).
  const handled = useRef<number | null>(null);
  useEffect(() => {
    const item = pending.data;
    if (!item || item.id !== pendingId || handled.current === item.id) return;
    if (isPlayableVideo(item)) {
      handled.current = item.id;
      setPendingId(null);
      onChange(item.id);
      void notify.success(copy.picker.filled);
    } else if (item.video?.job?.state === 'failed') {
      handled.current = item.id;
      setPendingId(null);
      void notify.error(copy.picker.uploadFailedHere(item.video.job.error));
    }
  }, [pending.data, pendingId, onChange]);

  const item = value === null ? undefined : chosen.data;
  const poster = item ? posterOf(item) : undefined;
  const waiting = pendingId !== null ? pending.data : undefined;
  const waitingState = waiting?.video ? videoState(waiting.video) : null;

  return (
    <div className="video-picker">
      <span className="admin-field__label">{label}</span>
      <div className="video-picker__current">
        <div className="video-picker__thumb">
          {poster && item ? (
            <img src={poster} alt={copy.picker.chosenAlt(item.name)} width={160} height={90} />
          ) : (
            <span className="media-picker__placeholder">{value === null ? copy.picker.none : copy.picker.loading}</span>
          )}
        </div>
        <div className="video-picker__about">
          <CurrentText value={value} item={item} failedToLoad={chosen.isError} />
          <div className="media-picker__buttons">
            <PickerOpenButton
              label={value === null ? copy.picker.choose : copy.picker.change}
              disabled={disabled}
              describedBy={error ? errorId : undefined}
              onClick={() => setOpen(true)}
            />
            {value !== null ? (
              <AdminButton type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
                {copy.picker.remove}
              </AdminButton>
            ) : null}
          </div>
        </div>
      </div>
      {pendingId !== null ? (
        <div className="video-picker__waiting" role="status">
          <p>{copy.picker.processing(waiting?.name ?? '', waitingState?.text ?? copy.queued)}</p>
          <progress className="media-upload__progress" value={waitingState?.percent ?? 0} max={100} />
        </div>
      ) : null}
      <p className="admin-field__hint">{hint ?? copy.picker.hint}</p>
      <FieldError id={errorId} error={error} />
      {open ? (
        <VideoPickerDialog
          selectedId={value}
          onClose={() => setOpen(false)}
          onPick={(picked) => {
            utils.media.byId.setData({ id: picked.id }, picked);
            onChange(picked.id);
            setOpen(false);
          }}
          onUploaded={(uploaded) => {
            handled.current = null;
            utils.media.byId.setData({ id: uploaded.id }, uploaded);
            setPendingId(uploaded.id);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** The chosen video in words: its name and length, or why it will not show. */
function CurrentText({
  value,
  item,
  failedToLoad,
}: {
  value: number | null;
  item: MediaItem | undefined;
  failedToLoad: boolean;
}) {
  if (value === null) return <p className="admin-field__hint">{copy.picker.noneHint}</p>;
  if (failedToLoad) return <p className="admin-field__error">{copy.picker.missing(value)}</p>;
  if (!item) return <p className="video-picker__name">{copy.picker.loading}</p>;
  const playable = isPlayableVideo(item);
  const failed = !playable && item.video?.job?.state === 'failed';
  return (
    <div className="video-picker__text">
      <p className="video-picker__name">{item.name}</p>
      <p className="admin-field__hint">
        {copy.duration(item.video?.seconds ?? 0)}
        {item.folder ? ` · ${item.folder}` : ''}
      </p>
      {playable ? null : (
        <p className={failed ? 'admin-field__error' : 'admin-field__hint'}>
          {failed ? copy.picker.failed : copy.picker.notReady}
        </p>
      )}
    </div>
  );
}
