import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { moneyMessages as copy } from '#shared/messages/admin-money.ru';
import { toCsv } from '#shared/rules/csv';
import { amountFromKopecks } from '#shared/rules/money';
import { shownPhone } from '#shared/rules/phone';
import { clubDateTime, clubMonthRange } from '#shared/rules/trial-sessions';
import { members, passes, passTypes, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { orderOf, type PaymentRow } from './order';

/** Kopecks as the accountant's spreadsheet reads roubles: '1500,00' (on the digits, never a float). */
function roubles(kopecks: number): string {
  return amountFromKopecks(kopecks).replace('.', ',');
}

/** '03.12.2026 19:04', the club's wall clock. */
function clubStamp(unixSeconds: number): string {
  const { date, time } = clubDateTime(unixSeconds);
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
}

function receiptOf(row: PaymentRow): string {
  if (row.provider !== 'yookassa') return copy.receipts.notNeeded;
  const status = row.receiptStatus;
  return status === 'succeeded' || status === 'pending' || status === 'canceled' ? copy.receipts[status] : copy.receipts.unknown;
}

/**
 * 'Выгрузка для бухгалтерии': every payment of a month of the club's calendar, one row each, oldest
 * first. A payment that succeeded belongs to the month it succeeded in; one that did not, to the
 * month it was made in. The payer's contacts are the ones the receipt carried (the payment's own
 * columns, cleared when a member is deleted at their request); a gym sale needs no ЮKassa receipt.
 */
export function revenueCsv(deps: Pick<AppDeps, 'db'>, month: string): { filename: string; content: string } {
  const { from, to } = clubMonthRange(month);
  const when = sql<number>`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const rows = deps.db
    .select({ payment: payments, when, typeName: passTypes.name, passName: passes.name, memberName: members.fullName })
    .from(payments)
    .innerJoin(passTypes, eq(passTypes.id, payments.passTypeId))
    .leftJoin(passes, eq(passes.paymentId, payments.id))
    .leftJoin(members, eq(members.id, payments.memberId))
    .where(and(gte(when, from), lt(when, to)))
    .orderBy(asc(when), asc(payments.id))
    .all();
  const lines = rows.map(({ payment, when: at, typeName, passName, memberName }) => {
    const order = payment.provider === 'yookassa' ? orderOf(payment) : null;
    return [
      clubStamp(at),
      copy.kinds[payment.provider],
      copy.states[payment.status],
      roubles(payment.amountKopecks),
      roubles(payment.refundedKopecks),
      passName ?? order?.passName ?? typeName,
      memberName ?? order?.member.fullName ?? '',
      payment.payerPhone ? shownPhone(payment.payerPhone) : '',
      payment.payerEmail ?? '',
      receiptOf(payment),
      payment.providerPaymentId ?? '',
    ];
  });
  return { filename: copy.csvFile(month), content: toCsv([[...copy.csvHeader], ...lines]) };
}
