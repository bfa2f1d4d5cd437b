import { createHash, createHmac } from 'node:crypto';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { amountFromKopecks } from '#shared/rules/money';
import type { PaymentMethod } from '#shared/schemas/payments';
import type { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { CreatePaymentRequest, YookassaReceipt } from '../yookassa/objects';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What was bought, as the buyer filled it in, stored on the payment (`payments.order`): the pass is
 * made from it when the payment succeeds, and the create call is rebuilt from it, byte for byte, when
 * the reconciler re-sends a call that never answered (the same Idempotence-Key wants the same body).
 */
export interface PaymentOrder {
  passTypeId: number;
  passName: string;
  member:
    | { kind: 'existing'; memberId: number; fullName: string }
    | { kind: 'new'; fullName: string; birthDate: string; guardianName: string | null }
    /**
     * A trial visitor's application: at success, the member the staff made from it (one member per
     * application), or a new one linked to it.
     */
    | { kind: 'application'; applicationId: number; fullName: string; birthDate: string; guardianName: string | null };
  method: PaymentMethod;
  /** '+7XXXXXXXXXX' */
  payerPhone: string;
  payerEmail: string;
  /** The receipt's VAT code when the payment was made. */
  vatCode: number;
  /**
   * The personal-data consent given on the buy form (absent on a renewal and on orders from before
   * the form asked): the edition shown, when (unix seconds), by whom, from which address and browser.
   * A member made by the purchase carries it.
   */
  consent?: PurchaseConsent;
}

export interface PurchaseConsent {
  editionId: number;
  at: number;
  by: 'self' | 'guardian';
  ip: string;
  userAgent: string;
}

export function orderOf(row: PaymentRow): PaymentOrder {
  return row.order as unknown as PaymentOrder;
}

/** The return page's token: derived from the payment's key with the server's secret, stored only as its hash. */
export function returnToken(deps: Pick<AppDeps, 'jwtSecret'>, idempotenceKey: string): string {
  return createHmac('sha256', deps.jwtSecret).update(`payment-return:${idempotenceKey}`).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The receipt: the payer's contacts, one item per pass, a service paid in full (54-FZ, 'Чеки от ЮKassa'). */
export function receiptOf(order: PaymentOrder, kopecks: number): YookassaReceipt {
  return {
    // ЮKassa wants the phone as ITU-T E.164 digits: 79991234567.
    customer: { phone: order.payerPhone.replace(/^\+/, ''), email: order.payerEmail },
    items: [
      {
        description: paymentsMessages.server.receiptItem(order.passName),
        quantity: 1,
        amount: { value: amountFromKopecks(kopecks), currency: 'RUB' },
        vat_code: order.vatCode,
        payment_subject: 'service',
        payment_mode: 'full_payment',
      },
    ],
  };
}

/** The create call of a payment row, the same every time it is built. */
export function paymentRequestOf(deps: Pick<AppDeps, 'env' | 'jwtSecret'>, row: PaymentRow): CreatePaymentRequest {
  const order = orderOf(row);
  return {
    amount: { value: amountFromKopecks(row.amountKopecks), currency: 'RUB' },
    capture: true,
    confirmation: { type: 'redirect', return_url: `${deps.env.siteOrigin}/payment/${returnToken(deps, row.idempotenceKey)}` },
    payment_method_data: { type: order.method },
    description: paymentsMessages.server.paymentDescription(order.passName, order.member.fullName),
    metadata: { paymentId: String(row.id) },
    receipt: receiptOf(order, row.amountKopecks),
  };
}

/** Full years on a day, both 'YYYY-MM-DD'. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const ADULT_AGE = 18;
