import type { Db } from '../../db/client';
import { memberGroups, memberPhones, members } from '../../db/schema';

type Tx = Pick<Db, 'insert'>;

/** What makes a member; phones are stored '+7XXXXXXXXXX' (storedPhone in shared/rules/phone.ts). */
export interface NewMember {
  fullName: string;
  birthDate: string | null;
  email?: string | null;
  guardianName?: string | null;
  guardianEmail?: string | null;
  notes?: string;
  applicationId?: number | null;
  consentEditionId?: number | null;
  consentAt?: number | null;
  consentBy?: 'self' | 'guardian' | null;
  marketingConsent?: boolean;
  groupIds?: readonly string[];
  phones?: ReadonlyArray<{ phone: string; role: 'self' | 'guardian' | 'extra'; label?: string }>;
}

/**
 * Creates a member with their groups and phones inside the caller's transaction: the one way a
 * member comes to be (the roster, a journal row moved in, a trial visitor who joined, a purchase
 * for a new member), so every path writes the same rows.
 */
export function createMember(tx: Tx, member: NewMember): number {
  const { id } = tx
    .insert(members)
    .values({
      fullName: member.fullName,
      birthDate: member.birthDate,
      email: member.email ?? null,
      guardianName: member.guardianName ?? null,
      guardianEmail: member.guardianEmail ?? null,
      notes: member.notes ?? '',
      applicationId: member.applicationId ?? null,
      consentEditionId: member.consentEditionId ?? null,
      consentAt: member.consentAt ?? null,
      consentBy: member.consentBy ?? null,
      marketingConsent: member.marketingConsent ?? false,
    })
    .returning({ id: members.id })
    .get();
  for (const groupId of new Set(member.groupIds ?? [])) tx.insert(memberGroups).values({ memberId: id, groupId }).run();
  const seen = new Set<string>();
  for (const p of member.phones ?? []) {
    if (seen.has(p.phone)) continue;
    seen.add(p.phone);
    tx.insert(memberPhones)
      .values({ memberId: id, phone: p.phone, role: p.role, label: p.label ?? '' })
      .run();
  }
  return id;
}
