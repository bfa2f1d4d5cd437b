import { eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { disableTwoStepInput, enableTwoStepInput, staffAccountInput } from '#shared/schemas/two-step';
import { admins } from '../db/schema';
import { DomainError } from '../lib/domain-error';
import { beginLoginAttempt, loginSucceeded } from '../lib/login-throttle';
import { verifyPassword } from '../lib/passwords';
import { acceptSecondStep, beginTwoStep, clearTwoStep, enableTwoStep, twoStepStatus } from '../lib/two-step';
import { adminProcedure, router } from '../trpc/init';

const copy = serverMessages.twoStep.server;

/**
 * Two-step login of the caller's own account (any role), and the owner's reset of someone else's
 * (`auth.twoStep.reset`, audited like every admin change). The secret is answered once, by `begin`.
 */
export const twoStepRouter = router({
  status: adminProcedure.query(({ ctx }) => twoStepStatus(ctx.deps, ctx.admin.id)),
  begin: adminProcedure.mutation(({ ctx }) => beginTwoStep(ctx.deps, ctx.admin.id)),
  enable: adminProcedure
    .input(enableTwoStepInput)
    .mutation(({ ctx, input }) => enableTwoStep(ctx.deps, ctx.admin.id, input.code)),
  /** Off only with the password and a code: a borrowed unlocked phone with the admin open is not enough. */
  disable: adminProcedure.input(disableTwoStepInput).mutation(async ({ ctx, input }) => {
    const row = ctx.db.select().from(admins).where(eq(admins.id, ctx.admin.id)).get();
    if (!row) throw new DomainError('unauthorized', serverMessages.auth.authorizationRequired);
    // The login throttle counts these guesses too: a session left open must not become a password oracle.
    beginLoginAttempt(ctx.deps, row.login, ctx.ip);
    if (!(await verifyPassword(input.password, row.passwordHash))) {
      throw new DomainError('bad-input', copy.passwordInvalid, { fieldErrors: { password: [copy.passwordInvalid] } });
    }
    if (row.totpSecret === null) throw new DomainError('conflict', copy.notOn);
    if (!acceptSecondStep(ctx.deps, row, input)) {
      throw new DomainError('bad-input', copy.codeInvalid, { fieldErrors: { code: [copy.codeInvalid] } });
    }
    loginSucceeded(ctx.deps, row.login, ctx.ip);
    clearTwoStep(ctx.deps, row.id);
    return { ok: true as const };
  }),
  /** The owner, for a person who lost their phone and their recovery codes. */
  reset: adminProcedure.input(staffAccountInput).mutation(({ ctx, input }) => {
    clearTwoStep(ctx.deps, input.id);
    return { ok: true as const };
  }),
});
