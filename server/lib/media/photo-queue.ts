/**
 * One photo's sharp work at a time across the whole server (issue 42, point 8): the media library's
 * uploads (several requests, several files each), the VK import's photos and the old uploads' adoption
 * all wait their turn here. Each photo decodes to a full-size raw buffer and encodes AVIF and WebP at
 * several widths; two or three at once stacked to 264-273 MB resident during a burst of uploads,
 * against the 200 MB the server is kept within (docs/decisions/server-memory.md). One core or two do
 * the work either way, so a queue costs the burst little time and keeps the peak that of one photo.
 */

let tail: Promise<void> = Promise.resolve();
let queued = 0;

/** Runs `work` after every photo queued before it has finished (refused or not), and answers its result. */
export function onePhotoAtATime<T>(work: () => Promise<T>): Promise<T> {
  queued += 1;
  const run = tail.then(work);
  tail = run.then(
    () => undefined,
    () => undefined,
  );
  return run.finally(() => {
    queued -= 1;
  });
}

/** Photos waiting or being processed now (for tests and the bench). */
export function photosQueued(): number {
  return queued;
}
