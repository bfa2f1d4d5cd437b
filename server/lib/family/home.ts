import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  attendanceRecords,
  consentEditions,
  groups,
  memberGroups,
  members,
  passChanges,
  passes,
  passTypes,
  passVisits,
  paymentReceipts,
  payments,
} from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { clubDay } from '#shared/rules/dates';
import { type PassState, passState } from '#shared/rules/passes';
import { shownPhone } from '#shared/rules/phone';
import { renewalHref } from '../passes/renewal';
import type { FamilySession } from './sessions';
import { familyTelegramReady, telegramLinked } from './telegram';
import { type MemberGroup, type WeekClass, weekClasses } from './week';

/**
 * What a family sees of each of its members (docs/decisions/family-login.md), read only for the
 * session's own member ids: this week's classes, the month's visits, the passes, the payments, the
 * Telegram reminders and the consents.
 */
export interface FamilyPass extends PassState {
  id: number;
  name: string;
  startsOn: string | null;
  /** '/buy/<type>?member=<token>' when the type is still sold online; null otherwise. */
  renewHref: string | null;
}

export interface FamilyPayment {
  id: number;
  /** Unix seconds: paid, or created while not paid. */
  at: number;
  passName: string;
  amountKopecks: number;
  status: string;
  /** The 54-FZ receipt ЮKassa registered for it, as last read (server/lib/payments/receipts.ts); null when none. */
  receipt: FamilyReceipt | null;
}

/**
 * A receipt as a parent can use it: its state and, once registered, the fiscal attributes the tax
 * service's check takes (ФН, ФД, ФП, the moment; the sum is the payment's).
 */
export interface FamilyReceipt {
  status: 'pending' | 'succeeded' | 'canceled';
  fiscal: { registeredAt: string; fn: string; fd: string; fp: string } | null;
}

export interface FamilyMember {
  id: number;
  fullName: string;
  groups: MemberGroup[];
  week: WeekClass[];
  visits: Array<{ date: string; groupName: string }>;
  passes: FamilyPass[];
  payments: FamilyPayment[];
  telegram: { available: boolean; linked: boolean };
  consent: {
    editionAt: number | null;
    at: number | null;
    by: 'self' | 'guardian' | null;
    marketing: boolean;
    marketingWithdrawnAt: number | null;
    deletionRequestedAt: number | null;
  };
}

export interface FamilyHome {
  phone: string;
  /** 'YYYY-MM' of the visits shown. */
  month: string;
  /** The guardian's name and e-mail for 'Записать ещё ребёнка' (from the first child who has them). */
  guardian: { name: string; phone: string };
  members: FamilyMember[];
}

type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'jwtSecret'>;

function groupsOf(deps: Deps, memberId: number): MemberGroup[] {
  return deps.db
    .select({ id: groups.id, name: groups.name, direction: groups.direction })
    .from(memberGroups)
    .innerJoin(groups, eq(groups.id, memberGroups.groupId))
    .where(eq(memberGroups.memberId, memberId))
    .orderBy(groups.name)
    .all();
}

/** The month's visits: the journal's ticks (pass_visits) and the member's journal rows' marks. */
function visitsOf(deps: Deps, memberId: number, memberGroupList: MemberGroup[], month: string) {
  const names = new Map(memberGroupList.map((group) => [group.id, group.name]));
  const seen = new Map<string, { date: string; groupName: string }>();
  const ticks = deps.db
    .select({ date: passVisits.date, groupId: passVisits.groupId, groupName: groups.name })
    .from(passVisits)
    .innerJoin(groups, eq(groups.id, passVisits.groupId))
    .where(and(eq(passVisits.memberId, memberId), gte(passVisits.date, `${month}-01`), lte(passVisits.date, `${month}-31`)))
    .all();
  for (const tick of ticks) seen.set(`${tick.groupId}:${tick.date}`, { date: tick.date, groupName: tick.groupName });
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const rows = deps.db
    .select({ groupId: attendanceRecords.groupId, attendance: attendanceRecords.attendance, groupName: groups.name })
    .from(attendanceRecords)
    .innerJoin(groups, eq(groups.id, attendanceRecords.groupId))
    .where(and(eq(attendanceRecords.memberId, memberId), eq(attendanceRecords.year, year), eq(attendanceRecords.month, mon)))
    .all();
  for (const row of rows)
    for (const [day, came] of Object.entries(row.attendance)) {
      if (!came) continue;
      const date = `${month}-${day.padStart(2, '0')}`;
      seen.set(`${row.groupId}:${date}`, { date, groupName: names.get(row.groupId) ?? row.groupName });
    }
  return [...seen.values()].sort((a, b) => a.date.localeCompare(b.date) || a.groupName.localeCompare(b.groupName));
}

function passesOf(deps: Deps, memberId: number, today: string): FamilyPass[] {
  const rows = deps.db
    .select({ pass: passes, typeSold: passTypes.soldOnline, typeArchived: passTypes.archivedAt })
    .from(passes)
    .innerJoin(passTypes, eq(passTypes.id, passes.passTypeId))
    .where(eq(passes.memberId, memberId))
    .orderBy(desc(passes.createdAt), desc(passes.id))
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.pass.id);
  const used = new Map<number, number>();
  for (const visit of deps.db.select({ passId: passVisits.passId }).from(passVisits).where(inArray(passVisits.passId, ids)).all())
    if (visit.passId !== null) used.set(visit.passId, (used.get(visit.passId) ?? 0) + 1);
  const freezes = deps.db
    .select({ passId: passChanges.passId, from: passChanges.fromDate, to: passChanges.toDate })
    .from(passChanges)
    .where(and(inArray(passChanges.passId, ids), eq(passChanges.kind, 'freeze')))
    .all();
  const shown = rows.map(({ pass, typeSold, typeArchived }) => {
    const state = passState(
      {
        ...pass,
        classesUsed: used.get(pass.id) ?? 0,
        freezes: freezes
          .filter((f) => f.passId === pass.id && f.from !== null)
          .map((f) => ({ from: f.from as string, to: f.to })),
      },
      today,
    );
    const renewHref = typeSold && typeArchived === null ? renewalHref(deps, pass.passTypeId, memberId) : null;
    return { id: pass.id, name: pass.name, startsOn: pass.startsOn, renewHref, ...state };
  });
  // The passes in force, or else the latest one; 'Продлить' only on the latest (a renewal adds a pass
  // beside the one in force, and one button per child says what it does).
  const current = shown.filter((pass) => ['active', 'frozen', 'not_started'].includes(pass.kind));
  return (current.length > 0 ? current : shown.slice(0, 1)).map((pass, index) =>
    index === 0 ? pass : { ...pass, renewHref: null },
  );
}

function paymentsOf(deps: Deps, memberId: number): FamilyPayment[] {
  const rows = deps.db
    .select({
      id: payments.id,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      passName: passTypes.name,
      amountKopecks: payments.amountKopecks,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(passTypes, eq(passTypes.id, payments.passTypeId))
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(24)
    .all();
  const receipts = new Map<number, FamilyReceipt>();
  if (rows.length > 0)
    for (const receipt of deps.db
      .select()
      .from(paymentReceipts)
      .where(
        and(
          inArray(
            paymentReceipts.paymentId,
            rows.map((row) => row.id),
          ),
          eq(paymentReceipts.type, 'payment'),
        ),
      )
      .orderBy(paymentReceipts.id)
      .all()) {
      const { registeredAt, fiscalStorageNumber: fn, fiscalDocumentNumber: fd, fiscalAttribute: fp } = receipt;
      receipts.set(receipt.paymentId, {
        status: receipt.status,
        fiscal: registeredAt && fn && fd && fp ? { registeredAt, fn, fd, fp } : null,
      });
    }
  return rows.map(({ paidAt, createdAt, ...payment }) => ({
    ...payment,
    at: paidAt ?? createdAt,
    receipt: receipts.get(payment.id) ?? null,
  }));
}

export function familyHome(deps: Deps, family: FamilySession): FamilyHome {
  const today = clubDay(deps.now());
  const month = today.slice(0, 7);
  const rows =
    family.memberIds.length === 0
      ? []
      : deps.db
          .select({ member: members, editionAt: consentEditions.effectiveAt })
          .from(members)
          .leftJoin(consentEditions, eq(consentEditions.id, members.consentEditionId))
          .where(inArray(members.id, family.memberIds))
          .orderBy(members.fullName)
          .all();
  const telegramAvailable = familyTelegramReady(deps);
  const guardianName = rows.find((row) => row.member.guardianName)?.member.guardianName ?? '';
  return {
    phone: shownPhone(family.phone),
    month,
    guardian: { name: guardianName, phone: shownPhone(family.phone) },
    members: rows.map(({ member, editionAt }) => {
      const memberGroupList = groupsOf(deps, member.id);
      return {
        id: member.id,
        fullName: member.fullName,
        groups: memberGroupList,
        week: weekClasses(deps, member.id, memberGroupList, today),
        visits: visitsOf(deps, member.id, memberGroupList, month),
        passes: passesOf(deps, member.id, today),
        payments: paymentsOf(deps, member.id),
        telegram: { available: telegramAvailable, linked: telegramLinked(deps, member.id, family.phone) },
        consent: {
          editionAt: editionAt ?? null,
          at: member.consentAt,
          by: member.consentBy,
          marketing: member.marketingConsent && member.marketingWithdrawnAt === null,
          marketingWithdrawnAt: member.marketingWithdrawnAt,
          deletionRequestedAt: member.deletionRequestedAt,
        },
      };
    }),
  };
}
