import { AdminButton } from '#client/components/admin/admin-button';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatLongDate } from '#shared/rules/dates';
import { toMoscowDateTime } from '../post-draft';

const copy = adminMessages.adminNews;

function when(unixSeconds: number | null): string {
  if (unixSeconds === null) return copy.never;
  return copy.dateTime(formatLongDate(unixSeconds), toMoscowDateTime(unixSeconds).slice(11));
}

/** The VK wall sync: last run, its counts, the last error in Russian, the next run, and a run-now button. */
export function SyncPanel() {
  const utils = trpc.useUtils();
  const status = trpc.posts.syncStatus.useQuery(undefined, {
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? 2000 : false),
  });
  const syncNow = trpc.posts.syncNow.useMutation({
    onSuccess: (next) => {
      utils.posts.syncStatus.setData(undefined, next);
      void utils.posts.adminList.invalidate();
      void utils.posts.list.invalidate();
      void utils.posts.listPage.invalidate();
      if (next.lastError) void notify.error(`${copy.syncFailed}: ${next.lastError}`);
      else void notify.success(copy.syncDone);
    },
    onError: (error) => void notify.error(failureReason(error)),
  });
  const data = status.data;

  return (
    <div className="news-sync">
      {status.isError && <p className="news-sync__error">{adminMessages.adminArea.loadError}</p>}
      {data && !data.configured && <p className="news-sync__note">{adminMessages.vkSync.notConfigured}</p>}
      {data && (
        <dl className="news-sync__facts">
          <div className="news-sync__fact">
            <dt>{copy.lastSync}</dt>
            <dd>{when(data.lastSyncAt)}</dd>
          </div>
          <div className="news-sync__fact">
            <dt>{copy.lastSuccess}</dt>
            <dd>
              {when(data.lastSuccessAt)}
              {data.lastRun && (
                <span className="news-sync__counts">
                  {copy.lastRun(data.lastRun.imported, data.lastRun.updated, data.lastRun.removed)}
                </span>
              )}
            </dd>
          </div>
          <div className="news-sync__fact">
            <dt>{copy.totalVkPosts}</dt>
            <dd>{data.totalVkPosts}</dd>
          </div>
          <div className="news-sync__fact">
            <dt>{copy.nextRun}</dt>
            <dd>{data.nextRunAt === null ? copy.notScheduled : when(data.nextRunAt)}</dd>
          </div>
          {data.lastError && (
            <div className="news-sync__fact news-sync__fact--wide news-sync__fact--error">
              <dt>{copy.lastError}</dt>
              <dd>
                {data.lastError}
                {data.lastErrorAt !== null && <span className="news-sync__counts">{when(data.lastErrorAt)}</span>}
              </dd>
            </div>
          )}
        </dl>
      )}
      <AdminButton
        variant="secondary"
        onClick={() => syncNow.mutate()}
        pending={syncNow.isPending || Boolean(data?.running)}
        pendingLabel={copy.syncRunning}
        disabled={data?.configured === false}
      >
        {copy.syncNow}
      </AdminButton>
    </div>
  );
}
