import type { AppDeps } from '../deps';
import { bumpContentVersion } from '../lib/content-version';
import { adoptOldUploads, removeStaleTempFiles } from '../lib/media/adopt-uploads';

type Log = Pick<Console, 'log' | 'warn' | 'error'>;

/**
 * Before the server listens: leftovers of interrupted uploads go (nothing can be uploading yet).
 */
export function cleanMediaLeftovers(deps: Pick<AppDeps, 'env'>, log: Log): void {
  const removed = removeStaleTempFiles(deps);
  if (removed > 0) log.log(`Медиа: удалены остатки прерванных загрузок (${removed}).`);
}

/**
 * After the server listens (docs/decisions/media-library.md): pictures still stored the older way
 * are brought into the library, in the background. Encoding a dozen photos takes tens of seconds on
 * a small machine and pages must not wait: meanwhile they show the old addresses, which keep
 * working, and the page cache is dropped once rows point at the library. A picture it cannot move
 * is named in the log and keeps working by its old address.
 */
export async function adoptMediaInBackground(deps: AppDeps, log: Log, stop?: AbortSignal): Promise<void> {
  try {
    const { moved, left } = await adoptOldUploads(deps, stop);
    if (moved > 0) {
      bumpContentVersion();
      log.log(`Медиа: старые загрузки перенесены в библиотеку (${moved}).`);
    }
    for (const { address, reason } of left) log.warn(`Медиа: ${address} не перенесено (${reason}); адрес работает как прежде.`);
  } catch (error) {
    log.error('[media] moving old uploads failed; they keep working by address, the next start tries again:', error);
  }
}
