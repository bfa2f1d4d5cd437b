import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { groups, memberGroups, memberPhones, members } from './schema';

/** The demo family's phone: log in at /cabinet with it (the code is in the server log without SMS_API_ID). */
export const DEMO_FAMILY_PHONE = '+79990000001';

/** The demo children: two brothers in the demo journal's children's groups. */
const DEMO_CHILDREN = [
  { fullName: 'Козлов Тимофей', birthDate: '2018-03-14', group: 'Дети 7–9 лет' },
  { fullName: 'Козлов Артём', birthDate: '2014-09-02', group: 'Дети 10–13 лет' },
] as const;

/**
 * The demo family (docs/decisions/family-login.md): a guardian's phone over two brothers of the demo
 * roster. It runs after the roster's seed (seedDemoPasses: the journal's students as members, their
 * gym sales and this month's ticks), so the demo's /cabinet shows the same passes and visits the
 * staff see; it only adds the guardian, the birth dates, the consent and the phone.
 */
export function seedDemoFamily(db: Db, now: Date): void {
  const consentAt = Math.floor(now.getTime() / 1000) - 40 * 86_400;
  db.transaction((tx) => {
    for (const child of DEMO_CHILDREN) {
      const member = tx
        .select({ id: members.id })
        .from(members)
        .innerJoin(memberGroups, eq(memberGroups.memberId, members.id))
        .innerJoin(groups, eq(groups.id, memberGroups.groupId))
        .where(and(eq(members.fullName, child.fullName), eq(groups.name, child.group)))
        .get();
      if (!member) continue;
      tx.update(members)
        .set({
          birthDate: child.birthDate,
          guardianName: 'Козлова Екатерина',
          consentBy: 'guardian',
          consentAt,
          marketingConsent: true,
        })
        .where(eq(members.id, member.id))
        .run();
      tx.insert(memberPhones)
        .values({ memberId: member.id, phone: DEMO_FAMILY_PHONE, role: 'guardian', label: 'Мама: Козлова Екатерина' })
        .onConflictDoNothing()
        .run();
    }
  });
}
