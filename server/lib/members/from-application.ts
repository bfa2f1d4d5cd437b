import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { storedPhone } from '#shared/rules/phone';
import type { memberFromApplicationInput } from '#shared/schemas/members';
import { applications, groups, members, trialBookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { createMember } from './create';

type Input = z.output<typeof memberFromApplicationInput>;

/**
 * 'Сделать учеником': a trial visitor who came becomes a member with what the application holds:
 * the name, the phone (the guardian's when a guardian signed up), the guardian's name and the
 * consent record. The groups are the ones chosen, or the one group of the application's direction
 * when there is exactly one. The application is marked 'joined'. One member per application.
 */
export function memberFromApplication(deps: Pick<AppDeps, 'db' | 'now'>, input: Input): { id: number } {
  return deps.db.transaction((tx) => {
    const app = tx.select().from(applications).where(eq(applications.id, input.applicationId)).get();
    if (!app) throw new DomainError('not-found', membersMessages.server.applicationNotFound);
    const existing = tx.select({ id: members.id }).from(members).where(eq(members.applicationId, app.id)).get();
    if (existing) throw new DomainError('conflict', membersMessages.server.applicationAlreadyMember(existing.id));
    const cameToTrial = tx
      .select({ attendance: trialBookings.attendance })
      .from(trialBookings)
      .where(eq(trialBookings.applicationId, app.id))
      .all()
      .some((booking) => booking.attendance === 'came');
    if (!cameToTrial && app.status !== 'came' && app.status !== 'joined')
      throw new DomainError('conflict', membersMessages.server.applicationNotJoined);
    let groupIds = [...new Set(input.groupIds)];
    if (groupIds.length > 0) {
      const found = tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds)).all();
      if (found.length !== groupIds.length) throw new DomainError('not-found', membersMessages.server.groupNotFound);
    } else {
      const ofDirection = tx.select({ id: groups.id }).from(groups).where(eq(groups.direction, app.direction)).all();
      groupIds = ofDirection.length === 1 ? ofDirection.map((g) => g.id) : [];
    }
    const phone = storedPhone(app.phone);
    const byGuardian = app.consentBy === 'guardian';
    const id = createMember(tx, {
      fullName: `${app.lastname} ${app.name}`.trim().replace(/\s+/g, ' '),
      birthDate: input.birthDate,
      guardianName: byGuardian ? app.guardianName : null,
      applicationId: app.id,
      consentEditionId: app.consentEditionId,
      consentAt: app.consentAt,
      consentBy: app.consentBy,
      marketingConsent: app.marketingConsent === true && app.marketingWithdrawnAt === null,
      groupIds,
      phones: phone ? [{ phone, role: byGuardian ? 'guardian' : 'self' }] : [],
    });
    tx.update(applications).set({ status: 'joined' }).where(eq(applications.id, app.id)).run();
    return { id };
  });
}
