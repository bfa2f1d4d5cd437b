import { AdminButton } from '#client/components/admin/admin-button';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { failureMessage } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { lawCopy } from '#shared/content/law.ru';
import { adminMessages } from '#shared/messages/admin.ru';
import type { Application } from '#shared/schemas/application';

const copy = lawCopy.record;
const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const when = (seconds: number) => dateFormat.format(new Date(seconds * 1000));

/**
 * What an application's consent rests on (edition, time, address, browser, who gave it, the
 * marketing choice), with the two actions a person may ask for: withdrawing the marketing consent
 * and deleting everything. Both are checked and logged on the server.
 */
export function ConsentRecord({ application }: { application: Application }) {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.applications.list.invalidate(), utils.applications.newCount.invalidate()]);
  const remove = trpc.privacy.deleteApplication.useMutation({ onSuccess: refresh });
  const withdraw = trpc.privacy.withdrawMarketing.useMutation({ onSuccess: refresh });
  const a = application;

  const onDelete = async () => {
    const confirmed = await askConfirmation({
      title: copy.delete,
      message: copy.deleteConfirm,
      confirmLabel: adminMessages.common.delete,
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: a.id });
      notify.success(copy.deleted);
    } catch (error) {
      notify.error(failureMessage(error, adminMessages.common.saveError));
    }
  };
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync({ id: a.id });
      notify.success(copy.withdrawn);
    } catch (error) {
      notify.error(failureMessage(error, adminMessages.common.saveError));
    }
  };

  const marketing =
    a.marketingWithdrawnAt !== null
      ? copy.marketingWithdrawn(when(a.marketingWithdrawnAt))
      : a.marketingConsent
        ? copy.marketingYes
        : copy.marketingNo;
  return (
    <details className="application__consent">
      <summary>
        {copy.heading}:{' '}
        {a.consentEditionId === null
          ? copy.noEdition
          : `${copy.edition(a.consentEditionId)}, ${a.consentAt ? when(a.consentAt) : ''}`}
      </summary>
      <ul className="application__consent-facts">
        {a.consentBy && <li>{a.consentBy === 'guardian' ? copy.givenByGuardian(a.guardianName ?? '') : copy.givenBySelf}</li>}
        {a.consentIp && (
          <li>
            {copy.ip}: {a.consentIp}
          </li>
        )}
        {a.consentUserAgent && (
          <li className="application__consent-ua">
            {copy.userAgent}: {a.consentUserAgent}
          </li>
        )}
        <li>{marketing}</li>
      </ul>
      <div className="application__consent-actions">
        {a.marketingConsent && (
          <AdminButton size="sm" variant="secondary" pending={withdraw.isPending} onClick={() => void onWithdraw()}>
            {copy.withdraw}
          </AdminButton>
        )}
        <AdminButton size="sm" variant="danger" pending={remove.isPending} onClick={() => void onDelete()}>
          {copy.delete}
        </AdminButton>
      </div>
    </details>
  );
}
