import { sessionIdInput, staffAccountInput } from '#shared/schemas/two-step';
import { endOtherSessions, endSession, listSessions } from '../lib/sessions';
import { sessionOfToken } from '../lib/tokens';
import { twoStepStatus } from '../lib/two-step';
import { adminProcedure, router } from '../trpc/init';

/**
 * 'Мои сеансы' (any role, own sessions only) and the owner's view of anyone's from the staff screen
 * (`ofStaff`, `endAny`: owner only in server/trpc/rights.ts).
 */
export const sessionsRouter = router({
  list: adminProcedure.query(({ ctx }) => listSessions(ctx.deps, ctx.admin.id, sessionOfToken(ctx.authorization))),
  /** Another account's session id is "not found", like an unknown one. */
  end: adminProcedure.input(sessionIdInput).mutation(({ ctx, input }) => {
    endSession(ctx.deps, input.id, ctx.admin.id);
    return { ok: true as const };
  }),
  endOthers: adminProcedure.mutation(({ ctx }) => ({
    ended: endOtherSessions(ctx.deps, ctx.admin.id, sessionOfToken(ctx.authorization)),
  })),
  ofStaff: adminProcedure.input(staffAccountInput).query(({ ctx, input }) => ({
    sessions: listSessions(ctx.deps, input.id, sessionOfToken(ctx.authorization)),
    twoStep: twoStepStatus(ctx.deps, input.id),
  })),
  endAny: adminProcedure.input(sessionIdInput).mutation(({ ctx, input }) => {
    endSession(ctx.deps, input.id, null);
    return { ok: true as const };
  }),
});
