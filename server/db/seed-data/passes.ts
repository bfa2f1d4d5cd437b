import { and, eq } from 'drizzle-orm';
import { clubDay } from '#shared/rules/dates';
import { linkJournalToMembers } from '../../lib/members/journal-link';
import { issuePass } from '../../lib/passes/issue';
import { syncVisits } from '../../lib/passes/visits';
import type { Db } from '../client';
import { attendanceRecords, groups, memberPhones, members, passTypes, paymentEvents, payments } from '../schema';

/** The demo's pass types: prices of a town's club in 2026, in kopecks. */
export const demoPassTypes = [
  {
    name: 'Детский: 8 занятий',
    directions: ['Karate'],
    classes: 8,
    validityDays: 30,
    validFrom: 'purchase',
    priceKopecks: 350_000,
    ageMin: 6,
    ageMax: 13,
    freezeDays: 7,
    soldOnline: true,
  },
  {
    name: 'Детский: 12 занятий',
    directions: ['Karate'],
    classes: 12,
    validityDays: 30,
    validFrom: 'purchase',
    priceKopecks: 450_000,
    ageMin: 6,
    ageMax: 13,
    freezeDays: 7,
    soldOnline: true,
  },
  {
    name: 'Безлимит на месяц',
    directions: [],
    classes: null,
    validityDays: 30,
    validFrom: 'purchase',
    priceKopecks: 500_000,
    ageMin: null,
    ageMax: null,
    freezeDays: 14,
    soldOnline: true,
  },
  {
    name: 'ММА взрослые: 12 занятий',
    directions: ['Mma'],
    classes: 12,
    validityDays: 45,
    validFrom: 'first_class',
    priceKopecks: 550_000,
    ageMin: 16,
    ageMax: null,
    freezeDays: 10,
    soldOnline: false,
  },
  {
    name: 'Разовое занятие',
    directions: [],
    classes: 1,
    validityDays: 1,
    validFrom: 'first_class',
    priceKopecks: 60_000,
    ageMin: null,
    ageMax: null,
    freezeDays: 0,
    soldOnline: true,
  },
] as const;

/** Demo guardians' phones (+7 900 000-00-0N): the numbers of no one. */
const demoPhone = (n: number) => `+790000000${String(n).padStart(2, '0')}`;

/**
 * The demo roster: the journal's rows become members, the pass types above exist, and most
 * students bought a pass in the gym on the 1st of this month (cash or terminal), so this month's
 * ticks took classes; the last student of each group has none ('без абонемента').
 */
export function seedDemoPasses(db: Db, now: number): void {
  linkJournalToMembers({ db, now: () => now });
  const today = clubDay(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  db.transaction((tx) => {
    const typeIds = demoPassTypes.map(
      (type, position) =>
        tx
          .insert(passTypes)
          .values({ ...type, directions: [...type.directions], position })
          .returning({ id: passTypes.id })
          .get().id,
    );
    const rows = tx
      .select({ memberId: attendanceRecords.memberId, groupId: attendanceRecords.groupId, direction: groups.direction })
      .from(attendanceRecords)
      .innerJoin(groups, eq(groups.id, attendanceRecords.groupId))
      .where(and(eq(attendanceRecords.year, year), eq(attendanceRecords.month, month)))
      .orderBy(attendanceRecords.groupId, attendanceRecords.position)
      .all();
    const byGroup = new Map<string, number[]>();
    const adultGroups = new Set(rows.filter((row) => row.direction === 'Mma').map((row) => row.groupId));
    for (const row of rows)
      if (row.memberId !== null) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row.memberId]);
    let n = 0;
    for (const [groupId, memberIds] of byGroup) {
      memberIds.forEach((memberId, index) => {
        n += 1;
        const adults = adultGroups.has(groupId);
        if (index < 3 && !adults) {
          tx.update(members).set({ guardianName: 'Родитель ученика (демо)' }).where(eq(members.id, memberId)).run();
          tx.insert(memberPhones)
            .values({ memberId, phone: demoPhone(n), role: 'guardian' })
            .run();
        }
        if (index === memberIds.length - 1) return;
        const typeIndex = adults ? 3 : index % 4 === 3 ? 2 : index % 2;
        const typeId = typeIds[typeIndex] as number;
        const type = demoPassTypes[typeIndex];
        if (!type) return;
        const method = index % 2 === 0 ? 'cash' : 'terminal';
        const paidAt = Date.parse(`${firstOfMonth}T09:00:00Z`) / 1000;
        const paymentId = tx
          .insert(payments)
          .values({
            provider: method,
            idempotenceKey: `demo-${memberId}-${typeId}`,
            status: 'succeeded',
            method,
            amountKopecks: type.priceKopecks,
            passTypeId: typeId,
            memberId,
            order: { memberId, passTypeId: typeId, priceKopecks: type.priceKopecks },
            paidAt,
            createdAt: paidAt,
            updatedAt: paidAt,
          })
          .returning({ id: payments.id })
          .get().id;
        tx.insert(paymentEvents).values({ paymentId, source: 'staff', toStatus: 'succeeded', detail: method, at: paidAt }).run();
        issuePass(tx, { memberId, passTypeId: typeId, paymentId, priceKopecks: type.priceKopecks, today: firstOfMonth });
      });
      for (const memberId of memberIds) syncVisits(tx, { memberId, groupId, year, month }, now);
    }
  });
}
