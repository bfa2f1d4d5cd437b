import { adminMessages } from '#shared/messages/admin.ru';
import type { MediaItem, MediaVideoStatus } from '#shared/schemas/media';

const copy = adminMessages.adminMediaVideo;

export type VideoTone = 'busy' | 'ready' | 'failed';

/** A video's state in words for the grid and the details: queued, 42 %, ready, or the reason it failed. */
export function videoState(video: MediaVideoStatus): { text: string; tone: VideoTone; percent: number | null } {
  const job = video.job;
  if (job?.state === 'queued')
    return { text: job.replacing ? `${copy.queued}. ${copy.replacing}` : copy.queued, tone: 'busy', percent: 0 };
  if (job?.state === 'running') return { text: copy.running(job.progress), tone: 'busy', percent: job.progress };
  if (job?.state === 'failed') {
    return job.replacing && video.resolved
      ? { text: copy.replaceFailed(job.error), tone: 'failed', percent: null }
      : { text: copy.failed(job.error), tone: 'failed', percent: null };
  }
  return { text: copy.ready, tone: 'ready', percent: null };
}

/** Whether the screen should ask again soon: a transcode is waiting or under way. */
export function anyVideoBusy(items: readonly MediaItem[] | undefined): boolean {
  return (items ?? []).some((item) => item.video?.job?.state === 'queued' || item.video?.job?.state === 'running');
}
