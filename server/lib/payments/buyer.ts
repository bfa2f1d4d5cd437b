import { and, eq, ne } from 'drizzle-orm';
import { storedPhone } from '#shared/rules/phone';
import type { Db } from '../../db/client';
import { applications, groups, members } from '../../db/schema';
import { createMember } from '../members/create';
import { ADULT_AGE, ageOn, type PaymentOrder } from './order';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The phone the application was made with, beside the payer's (the same one is kept once). */
function applicationPhone(
  app: { phone: string } | undefined,
  role: 'self' | 'guardian',
): Array<{ phone: string; role: 'self' | 'guardian' }> {
  const phone = app ? storedPhone(app.phone) : null;
  return phone ? [{ phone, role }] : [];
}

/**
 * The member a succeeded payment is for, inside applyPayment's transaction: the one named (a
 * renewal); for a trial visitor's purchase the member the staff already made from the application,
 * or a new one linked to it (the application is then 'joined', and 'Сделать учеником' refuses a
 * second: one member per application); otherwise a new member made from the order. A member made
 * here carries the consent given on the buy form (edition, time, by whom), as a sign-up's does.
 */
export function memberForOrder(tx: Tx, order: PaymentOrder, today: string): number {
  const member = order.member;
  if (member.kind === 'existing') return member.memberId;
  if (member.kind === 'application') {
    const made = tx.select({ id: members.id }).from(members).where(eq(members.applicationId, member.applicationId)).get();
    if (made) return made.id;
  }
  const child = ageOn(member.birthDate, today) < ADULT_AGE;
  const app =
    member.kind === 'application'
      ? tx.select().from(applications).where(eq(applications.id, member.applicationId)).get()
      : undefined;
  // The application's one group of its direction, as 'Сделать учеником' picks it.
  const ofDirection = app ? tx.select({ id: groups.id }).from(groups).where(eq(groups.direction, app.direction)).all() : [];
  const id = createMember(tx, {
    fullName: member.fullName,
    birthDate: member.birthDate,
    email: child ? null : order.payerEmail,
    guardianName: child ? member.guardianName : null,
    guardianEmail: child ? order.payerEmail : null,
    applicationId: app?.id ?? null,
    consentEditionId: order.consent?.editionId ?? app?.consentEditionId ?? null,
    consentAt: order.consent?.at ?? app?.consentAt ?? null,
    consentBy: order.consent?.by ?? app?.consentBy ?? null,
    marketingConsent: app ? app.marketingConsent === true && app.marketingWithdrawnAt === null : false,
    groupIds: ofDirection.length === 1 ? ofDirection.map((g) => g.id) : [],
    phones: [
      { phone: order.payerPhone, role: child ? 'guardian' : 'self' },
      ...applicationPhone(app, child ? 'guardian' : 'self'),
    ],
  });
  if (app)
    tx.update(applications)
      .set({ status: 'joined' })
      .where(and(eq(applications.id, app.id), ne(applications.status, 'joined')))
      .run();
  return id;
}
