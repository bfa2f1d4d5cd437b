import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { membersMessages } from '#shared/messages/admin-members.ru';
import type { createMemberInput, updateMemberInput } from '#shared/schemas/members';
import type { Db } from '../../db/client';
import {
  attendanceRecords,
  groups,
  memberGroups,
  memberPhones,
  members,
  memberTelegramLinks,
  passes,
  payments,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { memberRow } from './card';
import { createMember } from './create';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type CreateInput = z.output<typeof createMemberInput>;
type UpdateInput = z.output<typeof updateMemberInput>;

function assertGroups(tx: Tx, groupIds: readonly string[]): void {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return;
  const found = tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids)).all();
  if (found.length !== ids.length) throw new DomainError('not-found', membersMessages.server.groupNotFound);
}

function setPhones(tx: Tx, memberId: number, phones: CreateInput['phones']): void {
  tx.delete(memberPhones).where(eq(memberPhones.memberId, memberId)).run();
  const seen = new Set<string>();
  for (const p of phones) {
    if (seen.has(p.phone)) continue;
    seen.add(p.phone);
    tx.insert(memberPhones).values({ memberId, phone: p.phone, role: p.role, label: p.label }).run();
  }
}

export function createMemberFromForm(deps: Pick<AppDeps, 'db'>, input: CreateInput): { id: number } {
  return deps.db.transaction((tx) => {
    assertGroups(tx, input.groupIds);
    return { id: createMember(tx, { ...input, consentBy: null }) };
  });
}

/**
 * Saves the card's fields, groups and phones. Leaving a group keeps the member's journal rows of
 * that group (the coach's record); the journal matches names only among the group's members.
 */
export function updateMember(deps: Pick<AppDeps, 'db' | 'now'>, input: UpdateInput): { id: number } {
  return deps.db.transaction((tx) => {
    memberRow(tx, input.id);
    assertGroups(tx, input.groupIds);
    tx.update(members)
      .set({
        fullName: input.fullName,
        birthDate: input.birthDate,
        email: input.email,
        guardianName: input.guardianName,
        guardianEmail: input.guardianEmail,
        notes: input.notes,
        updatedAt: deps.now(),
      })
      .where(eq(members.id, input.id))
      .run();
    tx.delete(memberGroups).where(eq(memberGroups.memberId, input.id)).run();
    for (const groupId of new Set(input.groupIds)) tx.insert(memberGroups).values({ memberId: input.id, groupId }).run();
    setPhones(tx, input.id, input.phones);
    return { id: input.id };
  });
}

/** Left the club: out of the roster's default list, its history kept. `archived: false` brings the member back. */
export function archiveMember(deps: Pick<AppDeps, 'db' | 'now'>, id: number, archived: boolean): { id: number } {
  memberRow(deps.db, id);
  deps.db
    .update(members)
    .set({ archivedAt: archived ? deps.now() : null, updatedAt: deps.now() })
    .where(eq(members.id, id))
    .run();
  return { id };
}

/**
 * Deletion at the person's request (the retention rules of applications: their data goes, the
 * action is in the audit log). A member with no money history is deleted with their phones,
 * groups, visits and journal rows. A member with passes or payments keeps them (the accounts must
 * be kept by law) under an anonymous name: every personal field, phone, group, Telegram link and
 * the name in their journal rows are removed.
 */
export function deleteMemberOnRequest(deps: Pick<AppDeps, 'db' | 'now'>, id: number): { id: number; anonymised: boolean } {
  return deps.db.transaction((tx) => {
    memberRow(tx, id);
    const hasMoney =
      tx.select({ id: passes.id }).from(passes).where(eq(passes.memberId, id)).get() !== undefined ||
      tx.select({ id: payments.id }).from(payments).where(eq(payments.memberId, id)).get() !== undefined;
    if (!hasMoney) {
      tx.delete(attendanceRecords).where(eq(attendanceRecords.memberId, id)).run();
      tx.delete(members).where(eq(members.id, id)).run();
      return { id, anonymised: false };
    }
    const name = membersMessages.server.deletedName(id);
    tx.update(members)
      .set({
        fullName: name,
        birthDate: null,
        email: null,
        guardianName: null,
        guardianEmail: null,
        notes: '',
        applicationId: null,
        marketingConsent: false,
        deletionRequestedAt: null,
        archivedAt: deps.now(),
        updatedAt: deps.now(),
      })
      .where(eq(members.id, id))
      .run();
    tx.delete(memberPhones).where(eq(memberPhones.memberId, id)).run();
    tx.delete(memberGroups).where(eq(memberGroups.memberId, id)).run();
    tx.delete(memberTelegramLinks).where(eq(memberTelegramLinks.memberId, id)).run();
    tx.update(attendanceRecords).set({ studentName: name }).where(eq(attendanceRecords.memberId, id)).run();
    tx.update(payments).set({ payerPhone: null, payerEmail: null }).where(eq(payments.memberId, id)).run();
    return { id, anonymised: true };
  });
}
