import type { RouterOutputs } from '#client/lib/trpc';
import { cabinetMessages as copy } from '#shared/messages/screens/cabinet.ru';
import { amountFromKopecks } from '#shared/rules/money';
import { formatReceiptMoment } from './format';

type Payment = RouterOutputs['family']['home']['members'][number]['payments'][number];

/**
 * A payment's receipt from ЮKassa: its state, and once registered the fiscal attributes a parent
 * checks it by at the tax service (the date and time, the sum, ФН, ФД, ФП). No link: neither
 * ЮKassa's API nor the tax service gives one for a receipt (docs/decisions/members-and-passes.md).
 */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  const { receipt } = payment;
  if (!receipt) return null;
  return (
    <div className="cabinet-receipt">
      <p className={`cabinet-receipt__status is-${receipt.status}`}>{copy.receiptStatuses[receipt.status]}</p>
      {receipt.fiscal && (
        <details className="cabinet-receipt__check">
          <summary>{copy.receiptCheck}</summary>
          <dl>
            <dt>{copy.receiptMoment}</dt>
            <dd>{formatReceiptMoment(receipt.fiscal.registeredAt)}</dd>
            <dt>{copy.receiptSum}</dt>
            <dd>{amountFromKopecks(payment.amountKopecks).replace('.', ',')}</dd>
            <dt>{copy.receiptFn}</dt>
            <dd>{receipt.fiscal.fn}</dd>
            <dt>{copy.receiptFd}</dt>
            <dd>{receipt.fiscal.fd}</dd>
            <dt>{copy.receiptFp}</dt>
            <dd>{receipt.fiscal.fp}</dd>
          </dl>
          <p className="cabinet__note">{copy.receiptCheckHow}</p>
        </details>
      )}
    </div>
  );
}
