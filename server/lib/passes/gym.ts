import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { membersMessages } from '#shared/messages/admin-members.ru';
import type { sellPassInput } from '#shared/schemas/passes';
import { members, paymentEvents, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { announcePayment } from '../club-messages';
import { DomainError } from '../domain-error';
import { clubToday } from '../members/list';
import { issuePass } from './issue';
import { passTypeRow } from './types';

/**
 * A sale in the gym (cash or the card terminal, no ЮKassa): a `payments` row created 'succeeded'
 * by the manager, its 'staff' event, and the pass, all in ONE transaction: either the money and
 * the pass are both recorded or neither is. The price is the type's unless the manager typed
 * another (a discount), in kopecks. The club's chat hears of it after the commit.
 */
export function sellInGym(
  deps: Pick<AppDeps, 'db' | 'now' | 'env' | 'fetch'>,
  input: z.output<typeof sellPassInput>,
  adminId: number,
): { id: number; paymentId: number } {
  const sale = deps.db.transaction((tx) => {
    const member = tx.select().from(members).where(eq(members.id, input.memberId)).get();
    if (!member) throw new DomainError('not-found', membersMessages.server.memberNotFound);
    if (member.archivedAt !== null) throw new DomainError('conflict', membersMessages.server.sellArchivedMember);
    const type = passTypeRow(tx, input.passTypeId);
    if (type.archivedAt !== null) throw new DomainError('conflict', membersMessages.server.passTypeArchived);
    const amount = input.price ?? type.priceKopecks;
    const now = deps.now();
    const payment = tx
      .insert(payments)
      .values({
        provider: input.method,
        idempotenceKey: `staff-${randomUUID()}`,
        status: 'succeeded',
        method: input.method,
        amountKopecks: amount,
        passTypeId: type.id,
        memberId: member.id,
        order: { memberId: member.id, passTypeId: type.id, priceKopecks: amount, listPriceKopecks: type.priceKopecks },
        createdBy: adminId,
        note: input.note,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id })
      .get();
    tx.insert(paymentEvents)
      .values({ paymentId: payment.id, source: 'staff', fromStatus: null, toStatus: 'succeeded', detail: input.method, at: now })
      .run();
    const passId = issuePass(tx, {
      memberId: member.id,
      passTypeId: type.id,
      paymentId: payment.id,
      priceKopecks: amount,
      today: clubToday(deps),
    });
    return { id: passId, paymentId: payment.id };
  });
  // After the commit: the club's chat hears of the sale (server/lib/club-messages.ts).
  announcePayment(deps, sale.paymentId);
  return sale;
}
