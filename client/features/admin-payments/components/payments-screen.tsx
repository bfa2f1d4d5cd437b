import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { useStaffAccount } from '#client/lib/staff-account';
import { trpc } from '#client/lib/trpc';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { adminPaymentsMessages as copy } from '#shared/messages/admin-payments.ru';
import { publicMessages } from '#shared/messages/public.ru';
import { formatRubles } from '#shared/rules/money';
import { OwnerSections } from './owner-sections';
import { RefundForm } from './refund-form';
import '../admin-payments.css';

const when = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** /admin/payments: online payments with their refunds (managers), the offer and the settings (the owner). */
export function PaymentsScreen() {
  const account = useStaffAccount();
  const list = trpc.payments.list.useQuery();
  return (
    <AdminPage title={publicMessages.adminTitles.payments} description={copy.lead}>
      <AdminSection title={copy.listTitle}>
        {list.isError && <p role="alert">{copy.loadFailed}</p>}
        {list.data?.length === 0 && <p>{copy.empty}</p>}
        <ul className="payments-list">
          {list.data?.map((payment) => (
            <li key={payment.id} className="payments-item" data-payment={payment.id}>
              <div className="payments-item__head">
                <strong>{payment.memberName}</strong>
                <span>{payment.passName}</span>
                <span className="payments-item__sum">{formatRubles(payment.amountKopecks)}</span>
              </div>
              <p className="payments-item__facts">
                {[
                  when.format(new Date((payment.paidAt ?? payment.createdAt) * 1000)),
                  copy.status[payment.status] ?? payment.status,
                  copy.method[payment.method] ?? payment.method,
                  payment.status === 'succeeded' ? copy.receipt(payment.receiptStatus) : '',
                  payment.refundedKopecks > 0 ? copy.refunded(formatRubles(payment.refundedKopecks)) : '',
                  payment.providerPaymentId ?? '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {payment.refunds.map((refund) => (
                <p key={refund.id} className="payments-item__refund">
                  {copy.refundTitle}: {formatRubles(refund.amountKopecks)}, {copy.refundStatus[refund.status] ?? refund.status} —{' '}
                  {refund.reason}
                </p>
              ))}
              {payment.status === 'succeeded' && payment.refundedKopecks < payment.amountKopecks && (
                <RefundForm paymentId={payment.id} leftKopecks={payment.amountKopecks - payment.refundedKopecks} />
              )}
            </li>
          ))}
        </ul>
      </AdminSection>
      {account?.role === 'owner' && <OwnerSections />}
    </AdminPage>
  );
}
