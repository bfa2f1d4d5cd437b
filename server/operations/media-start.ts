import type { AppDeps } from '../deps';
import { adoptOldUploads, removeStaleTempFiles } from '../lib/media/adopt-uploads';

/**
 * The media library's start-up step, after the SQL migrations and the demo seed, before the server
 * listens (docs/decisions/media-library.md): leftovers of interrupted uploads go, and pictures
 * still stored the older way are brought into the library. Idempotent; a picture it cannot move is
 * named in the log and keeps working by its old address.
 */
export async function prepareMedia(deps: AppDeps, log: Pick<Console, 'log' | 'warn'>): Promise<void> {
  const removed = removeStaleTempFiles(deps);
  if (removed > 0) log.log(`Медиа: удалены остатки прерванных загрузок (${removed}).`);
  const { moved, left } = await adoptOldUploads(deps);
  if (moved > 0) log.log(`Медиа: старые загрузки перенесены в библиотеку (${moved}).`);
  for (const { address, reason } of left) log.warn(`Медиа: ${address} не перенесено (${reason}); адрес работает как прежде.`);
}
