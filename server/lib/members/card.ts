import { desc, eq, inArray } from 'drizzle-orm';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { frozenDaysUsed } from '#shared/rules/passes';
import type { MemberListItem, PassSummary } from '#shared/schemas/members';
import type { Db } from '../../db/client';
import { admins, consentEditions, groups, members, passChanges, passVisits, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { passesOfMembers, summaryOf } from '../passes/facts';
import { clubToday, groupsAndPhones } from './list';

type Reader = Pick<Db, 'select'>;
type MemberRow = typeof members.$inferSelect;

export interface CardPass extends PassSummary {
  validFrom: 'purchase' | 'first_class';
  freezeDaysAllowed: number;
  freezeDaysUsed: number;
  /** Money: null in a coach's view. */
  priceKopecks: number | null;
  freezes: Array<{ from: string; to: string | null }>;
}

export interface MemberCard {
  id: number;
  fullName: string;
  birthDate: string | null;
  email: string | null;
  guardianName: string | null;
  guardianEmail: string | null;
  notes: string;
  applicationId: number | null;
  consentAt: number | null;
  consentBy: 'self' | 'guardian' | null;
  /** When the consent's edition (of /soglasie) took effect; null without a recorded edition. */
  consentEditionAt: number | null;
  archivedAt: number | null;
  groups: MemberListItem['groups'];
  phones: MemberListItem['phones'];
  passes: CardPass[];
  /** Sales and online payments: empty in a coach's view. */
  payments: Array<{
    id: number;
    provider: string;
    method: string;
    status: string;
    amountKopecks: number;
    refundedKopecks: number;
    paidAt: number | null;
    by: string | null;
    note: string;
  }>;
  /** Freezes, extensions, corrections: who and why. */
  changes: Array<{
    id: number;
    passId: number;
    kind: string;
    fromDate: string | null;
    toDate: string | null;
    days: number | null;
    classes: number | null;
    reason: string;
    by: string | null;
    at: number;
  }>;
  /** The latest ticks, newest first: the date, the group, the pass (null: 'без абонемента'). */
  visits: Array<{ date: string; groupName: string; passId: number | null }>;
}

export function memberRow(db: Reader, id: number): MemberRow {
  const row = db.select().from(members).where(eq(members.id, id)).get();
  if (!row) throw new DomainError('not-found', membersMessages.server.memberNotFound);
  return row;
}

/** Everything the member's card shows. */
export function memberCard(deps: Pick<AppDeps, 'db' | 'now'>, id: number): MemberCard {
  const db = deps.db;
  const row = memberRow(db, id);
  const today = clubToday(deps);
  const { groupsOf, phonesOf } = groupsAndPhones(db, [id]);
  const list = passesOfMembers(db, [id]).get(id) ?? [];
  const passIds = list.map((p) => p.id);
  const staffName = (adminId: number | null, names: Map<number, string>) =>
    adminId === null ? null : (names.get(adminId) ?? null);
  const names = new Map(
    db
      .select({ id: admins.id, name: admins.name, login: admins.login })
      .from(admins)
      .all()
      .map((a) => [a.id, a.name || a.login]),
  );
  const paymentRows = db
    .select()
    .from(payments)
    .where(eq(payments.memberId, id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .all();
  const changeRows = passIds.length
    ? db
        .select()
        .from(passChanges)
        .where(inArray(passChanges.passId, passIds))
        .orderBy(desc(passChanges.createdAt), desc(passChanges.id))
        .all()
    : [];
  const visitRows = db
    .select({ date: passVisits.date, groupName: groups.name, passId: passVisits.passId })
    .from(passVisits)
    .innerJoin(groups, eq(groups.id, passVisits.groupId))
    .where(eq(passVisits.memberId, id))
    .orderBy(desc(passVisits.date))
    .limit(60)
    .all();
  return {
    id: row.id,
    fullName: row.fullName,
    birthDate: row.birthDate,
    email: row.email,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    notes: row.notes,
    applicationId: row.applicationId,
    consentAt: row.consentAt,
    consentBy: row.consentBy,
    consentEditionAt:
      row.consentEditionId === null
        ? null
        : (db
            .select({ at: consentEditions.effectiveAt })
            .from(consentEditions)
            .where(eq(consentEditions.id, row.consentEditionId))
            .get()?.at ?? null),
    archivedAt: row.archivedAt,
    groups: groupsOf.get(id) ?? [],
    phones: phonesOf.get(id) ?? [],
    passes: list
      .map((facts) => ({
        ...summaryOf(facts, today),
        validFrom: facts.validFrom,
        freezeDaysAllowed: facts.row.freezeDaysAllowed,
        freezeDaysUsed: frozenDaysUsed(facts.freezes, today),
        priceKopecks: facts.row.priceKopecks,
        freezes: [...facts.freezes],
      }))
      .reverse(),
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amountKopecks: p.amountKopecks,
      refundedKopecks: p.refundedKopecks,
      paidAt: p.paidAt,
      by: staffName(p.createdBy, names),
      note: p.note,
    })),
    changes: changeRows.map((c) => ({
      id: c.id,
      passId: c.passId,
      kind: c.kind,
      fromDate: c.fromDate,
      toDate: c.toDate,
      days: c.days,
      classes: c.classes,
      reason: c.reason,
      by: staffName(c.createdBy, names),
      at: c.createdAt,
    })),
    visits: visitRows,
  };
}

/** A coach's card: pass state, never amounts or payments. */
export function coachCard(card: MemberCard): MemberCard {
  return {
    ...card,
    passes: card.passes.map((p) => ({ ...p, priceKopecks: null })),
    payments: [],
    email: null,
    guardianEmail: null,
  };
}
