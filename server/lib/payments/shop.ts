import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { passTypes, payments, refunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { currentEdition } from '../consent';
import { sellsOnline } from './checkout';
import { latestOffer } from './offer';
import { orderOf } from './order';

/** A pass type as the price list and the buy page show it: no internal fields. */
export interface PassForSale {
  id: number;
  name: string;
  classes: number | null;
  validityDays: number;
  priceKopecks: number;
  ageMin: number | null;
  ageMax: number | null;
}

/**
 * What the public buy flow needs: whether the site sells online (ЮKassa configured and an offer
 * published), the pass types sold online, and the offer's current edition (its id is sent back with
 * the purchase, so a text changed meanwhile is noticed), and the edition of the personal-data
 * consent (/soglasie) the form's checkbox gives.
 */
export function shopOf(deps: Pick<AppDeps, 'db' | 'env' | 'now'>): {
  open: boolean;
  passes: PassForSale[];
  offerEditionId: number | null;
  consentEditionId: number | null;
} {
  const offer = latestOffer(deps);
  const open = sellsOnline(deps) && offer !== null;
  const passes = open
    ? deps.db
        .select({
          id: passTypes.id,
          name: passTypes.name,
          classes: passTypes.classes,
          validityDays: passTypes.validityDays,
          priceKopecks: passTypes.priceKopecks,
          ageMin: passTypes.ageMin,
          ageMax: passTypes.ageMax,
        })
        .from(passTypes)
        .where(and(eq(passTypes.soldOnline, true), isNull(passTypes.archivedAt)))
        .orderBy(asc(passTypes.position), asc(passTypes.id))
        .all()
    : [];
  return { open, passes, offerEditionId: offer?.id ?? null, consentEditionId: open ? currentEdition(deps).id : null };
}

/** The staff's list of online payments (newest first) with their refunds, for refunding. */
export function listOnlinePayments(deps: Pick<AppDeps, 'db'>, limit = 200) {
  const rows = deps.db
    .select()
    .from(payments)
    .where(eq(payments.provider, 'yookassa'))
    .orderBy(desc(payments.id))
    .limit(limit)
    .all();
  const refundRows = deps.db.select().from(refunds).all();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    method: row.method,
    amountKopecks: row.amountKopecks,
    refundedKopecks: row.refundedKopecks,
    passName: orderOf(row).passName,
    memberName: orderOf(row).member.fullName,
    memberId: row.memberId,
    providerPaymentId: row.providerPaymentId,
    receiptStatus: row.receiptStatus,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    refunds: refundRows
      .filter((refund) => refund.paymentId === row.id)
      .map((refund) => ({
        id: refund.id,
        amountKopecks: refund.amountKopecks,
        status: refund.status,
        reason: refund.reason,
        createdAt: refund.createdAt,
      })),
  }));
}
