import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clubDay } from '#shared/rules/dates';
import { createMember } from '../lib/members/create';
import { issuePass } from '../lib/passes/issue';
import type { Db } from './client';
import { attendanceRecords, groups, passTypes, passVisits, payments } from './schema';

/** The demo family's phone: log in at /cabinet with it (the code is in the server log without SMS_API_ID). */
export const DEMO_FAMILY_PHONE = '+79990000001';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo children: two brothers in the demo journal's children's groups. */
const DEMO_CHILDREN = [
  { fullName: 'Козлов Тимофей', birthDate: '2018-03-14', group: 'Дети 7–9 лет' },
  { fullName: 'Козлов Артём', birthDate: '2014-09-02', group: 'Дети 10–13 лет' },
] as const;

/**
 * The demo family (docs/decisions/family-login.md): a guardian's phone with two children, their
 * journal rows pointed at them, and for each a pass of 8 classes bought in the gym at the start of
 * the month with this month's ticks taken from it, so the demo's /cabinet shows something. Runs
 * inside the seed's transaction, after the journal.
 */
export function seedDemoFamily(tx: Tx, now: Date): void {
  const today = clubDay(Math.floor(now.getTime() / 1000));
  const monthStart = `${today.slice(0, 8)}01`;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const passType = tx
    .insert(passTypes)
    .values({
      name: 'Детский, 8 занятий',
      classes: 8,
      validityDays: 30,
      validFrom: 'purchase',
      priceKopecks: 350_000,
      soldOnline: true,
    })
    .returning({ id: passTypes.id })
    .get().id;
  for (const child of DEMO_CHILDREN) {
    const group = tx.select({ id: groups.id }).from(groups).where(eq(groups.name, child.group)).get();
    if (!group) continue;
    const memberId = createMember(tx, {
      fullName: child.fullName,
      birthDate: child.birthDate,
      guardianName: 'Козлова Екатерина',
      groupIds: [group.id],
      phones: [{ phone: DEMO_FAMILY_PHONE, role: 'guardian' }],
      consentBy: 'guardian',
      consentAt: Math.floor(now.getTime() / 1000) - 40 * 86_400,
      marketingConsent: true,
    });
    tx.update(attendanceRecords)
      .set({ memberId })
      .where(and(eq(attendanceRecords.groupId, group.id), eq(attendanceRecords.studentName, child.fullName)))
      .run();
    const paidAt = Math.floor(Date.parse(`${monthStart}T07:00:00Z`) / 1000);
    const paymentId = tx
      .insert(payments)
      .values({
        provider: 'cash',
        idempotenceKey: randomUUID(),
        status: 'succeeded',
        method: 'cash',
        amountKopecks: 350_000,
        passTypeId: passType,
        memberId,
        order: { demo: true },
        paidAt,
      })
      .returning({ id: payments.id })
      .get().id;
    const passId = issuePass(tx, { memberId, passTypeId: passType, paymentId, priceKopecks: 350_000, today: monthStart });
    const row = tx
      .select({ attendance: attendanceRecords.attendance })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.memberId, memberId), eq(attendanceRecords.year, year), eq(attendanceRecords.month, month)))
      .get();
    const came = Object.entries(row?.attendance ?? {})
      .filter(([, present]) => present)
      .map(([day]) => `${today.slice(0, 8)}${day.padStart(2, '0')}`)
      .slice(0, 8);
    for (const date of came) tx.insert(passVisits).values({ memberId, groupId: group.id, date, passId }).run();
  }
}
