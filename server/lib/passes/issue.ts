import { eq } from 'drizzle-orm';
import { passEndsOn } from '#shared/rules/passes';
import type { Db } from '../../db/client';
import { passes, passTypes } from '../../db/schema';

/** A transaction or the database itself: a pass is issued inside the caller's transaction. */
type Tx = Pick<Db, 'select' | 'insert'>;

/**
 * Issues a pass of a type to a member, copying what the type says today (docs/decisions/
 * members-and-passes.md: editing the type later changes no pass). A 'purchase' pass starts on
 * `today`; a 'first_class' pass waits for its first tick. With a `paymentId`, the passes table's
 * unique payment_id makes a second pass for the same payment fail: the caller's transaction then
 * rolls back, and the caller reads the pass that exists (`passOfPayment`).
 */
export function issuePass(
  tx: Tx,
  args: { memberId: number; passTypeId: number; paymentId: number | null; priceKopecks: number; today: string },
): number {
  const type = tx.select().from(passTypes).where(eq(passTypes.id, args.passTypeId)).get();
  if (!type) throw new Error(`pass type ${args.passTypeId} does not exist`);
  const startsOn = type.validFrom === 'purchase' ? args.today : null;
  const row = tx
    .insert(passes)
    .values({
      memberId: args.memberId,
      passTypeId: type.id,
      paymentId: args.paymentId,
      name: type.name,
      directions: type.directions,
      groupIds: type.groupIds,
      classesTotal: type.classes,
      validityDays: type.validityDays,
      validFrom: type.validFrom,
      freezeDaysAllowed: type.freezeDays,
      priceKopecks: args.priceKopecks,
      startsOn,
      endsOn: startsOn === null ? null : passEndsOn(startsOn, type.validityDays),
    })
    .returning({ id: passes.id })
    .get();
  return row.id;
}

/** The pass a payment made, if it made one. */
export function passOfPayment(tx: Pick<Db, 'select'>, paymentId: number): number | null {
  return tx.select({ id: passes.id }).from(passes).where(eq(passes.paymentId, paymentId)).get()?.id ?? null;
}
