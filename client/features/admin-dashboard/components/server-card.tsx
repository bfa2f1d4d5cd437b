import { trpc } from '#client/lib/trpc';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { adminMessages } from '#shared/messages/admin.ru';

const when = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** Bytes as the owner reads them: МБ below a gigabyte, ГБ above. */
export function formatBytes(bytes: number): string {
  const mb = bytes / 1048576;
  return mb >= 1024 ? `${number.format(mb / 1024)} ГБ` : `${number.format(mb)} МБ`;
}

/** The server's health for the owner: last backup, sizes, free disk, VK sync, and what needs attention. */
export function ServerCard() {
  const status = trpc.system.status.useQuery(undefined, { staleTime: 60_000, refetchOnWindowFocus: true });
  const copy = adminMessages.system;
  if (status.isError) {
    return (
      <section className="dashboard-server dashboard-server--warn" aria-label={copy.title}>
        <h2 className="dashboard-server__title">{copy.title}</h2>
        <p role="alert">{copy.loadFailed}</p>
      </section>
    );
  }
  const data = status.data;
  if (!data) return null;
  const backup = data.lastBackup
    ? `${when.format(new Date(data.lastBackup.at * 1000))}${data.backupHour !== null ? ` (${copy.backupSchedule(data.backupHour)})` : ''}`
    : copy.noBackupYet;
  const vk = !data.vkSync.configured
    ? copy.vkOff
    : data.vkSync.lastError
      ? data.vkSync.lastError
      : data.vkSync.lastSuccessAt
        ? copy.vkOk(when.format(new Date(data.vkSync.lastSuccessAt * 1000)))
        : copy.vkNever;
  return (
    <section
      className={`dashboard-server${data.warnings.length ? ' dashboard-server--warn' : ''}`}
      aria-label={copy.title}
      data-testid="server-card"
    >
      <h2 className="dashboard-server__title">
        {copy.title}: {data.warnings.length ? copy.warningsTitle : copy.allGood}
      </h2>
      {data.warnings.length > 0 && (
        <ul className="dashboard-server__warnings" role="alert">
          {data.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <dl className="dashboard-server__facts">
        <div>
          <dt>{copy.lastBackup}</dt>
          <dd>{backup}</dd>
        </div>
        <div>
          <dt>{copy.database}</dt>
          <dd>{formatBytes(data.databaseBytes)}</dd>
        </div>
        <div>
          <dt>{copy.uploads}</dt>
          <dd>{formatBytes(data.uploadsBytes)}</dd>
        </div>
        <div>
          <dt>{copy.freeDisk}</dt>
          <dd>{data.freeDiskBytes === null ? copy.unknown : formatBytes(data.freeDiskBytes)}</dd>
        </div>
        <div>
          <dt>{copy.vkSync}</dt>
          <dd>{vk}</dd>
        </div>
      </dl>
    </section>
  );
}
