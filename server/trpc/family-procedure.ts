import { TRPCError } from '@trpc/server';
import { serverMessages } from '#shared/messages/server.ru';
import { DomainError } from '../lib/domain-error';
import { type FamilySession, sessionOfToken } from '../lib/family/sessions';
import { publicProcedure } from './init';
import { ruleOf } from './rights';

/**
 * A family's call (docs/decisions/family-login.md): a live session of the family cookie, whose phone's
 * members (member_phones) are read here, on the server, for every call, never taken from the
 * request. A path whose line in the table of rights is not 'family' is refused to everyone. Narrows
 * ctx with `family`: the session and the member ids it may see.
 */
export const familyProcedure = publicProcedure.use(({ ctx, path, next }) => {
  const session = sessionOfToken(ctx.deps, ctx.familyToken);
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: serverMessages.cabinet.errors.loginRequired });
  if (ruleOf(path) !== 'family') throw new TRPCError({ code: 'FORBIDDEN', message: serverMessages.staff.server.forbidden });
  return next({ ctx: { ...ctx, family: session } });
});

/**
 * A member id from the request, checked against the session's own: a foreign id is refused exactly
 * like an unknown one, so a family learns nothing of other families.
 */
export function ownMember(family: FamilySession, memberId: number): number {
  if (!family.memberIds.includes(memberId)) throw new DomainError('not-found', serverMessages.cabinet.errors.notFound);
  return memberId;
}
