import { CLUB_TIME_ZONE } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages.ru';
import { trpc } from '../../../lib/trpc';

const when = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** One line about the VK wall sync, only when it is configured on the server. */
export function VkSyncLine() {
  const status = trpc.posts.syncStatus.useQuery(undefined, { staleTime: 30_000 });
  const data = status.data;
  if (!data?.configured) return null;
  const text = data.lastError
    ? data.lastError
    : data.lastSuccessAt
      ? messages.adminArea.vkSyncOk(when.format(new Date(data.lastSuccessAt * 1000)))
      : messages.adminArea.vkSyncNever;
  return (
    <p className={`dashboard-sync${data.lastError ? ' dashboard-sync--error' : ''}`} role="status">
      <strong>{messages.adminArea.vkSyncLabel}:</strong> {text}
    </p>
  );
}
