import { and, eq, isNull } from 'drizzle-orm';
import { members, privacyAudit } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';

/**
 * A family's requests about its data from its page (docs/decisions/family-login.md): withdrawing the
 * marketing consent takes effect at once; a deletion request is recorded for the club to act on
 * under its retention rules. Both go into the club's log of data actions (privacy_audit, shown on
 * the law settings screen) with the member's number only. Repeating either changes nothing.
 */
export function withdrawMarketing(deps: Pick<AppDeps, 'db' | 'now'>, memberId: number): { withdrawnAt: number } {
  return deps.db.transaction((tx) => {
    const now = deps.now();
    const changed = tx
      .update(members)
      .set({ marketingConsent: false, marketingWithdrawnAt: now, updatedAt: now })
      .where(and(eq(members.id, memberId), isNull(members.marketingWithdrawnAt)))
      .run().changes;
    if (changed === 1) tx.insert(privacyAudit).values({ action: 'member_marketing_withdrawn', memberId, at: now }).run();
    const row = tx.select({ at: members.marketingWithdrawnAt }).from(members).where(eq(members.id, memberId)).get();
    return { withdrawnAt: row?.at ?? now };
  });
}

export function requestDeletion(deps: Pick<AppDeps, 'db' | 'now'>, memberId: number): { requestedAt: number } {
  return deps.db.transaction((tx) => {
    const now = deps.now();
    const changed = tx
      .update(members)
      .set({ deletionRequestedAt: now, updatedAt: now })
      .where(and(eq(members.id, memberId), isNull(members.deletionRequestedAt)))
      .run().changes;
    if (changed === 1) tx.insert(privacyAudit).values({ action: 'member_deletion_requested', memberId, at: now }).run();
    const row = tx.select({ at: members.deletionRequestedAt }).from(members).where(eq(members.id, memberId)).get();
    return { requestedAt: row?.at ?? now };
  });
}
