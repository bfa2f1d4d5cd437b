import { eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { changeOwnPasswordInput, loginInput, logoutInput, refreshInput, type TokenPair } from '#shared/schemas/auth';
import { admins } from '../db/schema';
import { changeOwnPassword, findAdminByLogin, upgradePasswordHash } from '../lib/admin-account';
import { DomainError } from '../lib/domain-error';
import { attemptNotCounted, beginLoginAttempt, loginSucceeded } from '../lib/login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import { issueTokenPair, revokeRefreshToken, rotateRefreshToken, sessionOfToken } from '../lib/tokens';
import { acceptSecondStep, twoStepEnabled } from '../lib/two-step';
import { adminProcedure, publicProcedure, router } from '../trpc/init';
import { sessionsRouter } from './sessions';
import { twoStepRouter } from './two-step';

const twoStepCopy = serverMessages.twoStep.server;

export const authRouter = router({
  /**
   * The spec's login. An account with two-step login also needs `code` (or `recoveryCode`): without
   * either the right password answers 401 with a `code` field error, which the login screen reads
   * as "ask for the code"; a wrong code is a failed attempt for the throttle, like a wrong password.
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }): Promise<TokenPair> => {
    // Throttled here, not in HTTP middleware, so /trpc and /api share the counters whatever the URL spelling.
    beginLoginAttempt(ctx.deps, input.login, ctx.ip);
    const admin = findAdminByLogin(ctx.deps, input.login);
    const valid = admin ? await verifyPassword(input.password, admin.passwordHash) : await verifyAgainstDummy(input.password);
    if (!admin || !valid) throw new DomainError('unauthorized', serverMessages.auth.invalidCredentials);
    // Said only after the right password, so it reveals nothing to a stranger guessing logins.
    if (admin.disabledAt !== null) throw new DomainError('unauthorized', serverMessages.staff.server.accountDisabled);
    if (twoStepEnabled(admin)) {
      if (input.code === undefined && input.recoveryCode === undefined) {
        attemptNotCounted(ctx.deps, input.login, ctx.ip);
        throw new DomainError('unauthorized', twoStepCopy.codeRequired, { fieldErrors: { code: [twoStepCopy.codeRequired] } });
      }
      if (!acceptSecondStep(ctx.deps, admin, input)) {
        throw new DomainError('unauthorized', twoStepCopy.codeInvalid, { fieldErrors: { code: [twoStepCopy.codeInvalid] } });
      }
    }
    loginSucceeded(ctx.deps, input.login, ctx.ip);
    await upgradePasswordHash(ctx.deps, admin.id, input.password, admin.passwordHash);
    return issueTokenPair(ctx.deps, admin.id, { userAgent: ctx.userAgent, ip: ctx.ip });
  }),

  refresh: publicProcedure
    .input(refreshInput)
    .mutation(({ ctx, input }) => rotateRefreshToken(ctx.deps, input.refreshToken, { userAgent: ctx.userAgent, ip: ctx.ip })),

  /** Ends the session of the given refresh token; needs no access token, which may have expired. */
  logout: publicProcedure.input(logoutInput).mutation(({ ctx, input }) => {
    if (input.refreshToken) revokeRefreshToken(ctx.deps, input.refreshToken);
    return { ok: true as const };
  }),

  me: adminProcedure.query(({ ctx }) => {
    const admin = ctx.db.select({ login: admins.login }).from(admins).where(eq(admins.id, ctx.admin.id)).get();
    if (!admin) throw new DomainError('unauthorized', serverMessages.auth.authorizationRequired);
    return { login: admin.login };
  }),

  /** Who is logged in and what they lead: the admin area shows each role only its own screens. */
  account: adminProcedure.query(({ ctx }) => {
    const { id, login, name, role, groupIds, directions } = ctx.admin;
    return { id, login, name, role, groupIds, directions };
  }),

  /**
   * 'Сменить пароль' on 'Вход и сеансы', every role, the caller's own account only (no id): the
   * current password (throttled like a login), the new one by the staff password rules; the other
   * sessions end, this one stays.
   */
  changePassword: adminProcedure
    .input(changeOwnPasswordInput)
    .mutation(({ ctx, input }) =>
      changeOwnPassword(ctx.deps, { adminId: ctx.admin.id, sessionId: sessionOfToken(ctx.authorization), ip: ctx.ip }, input),
    ),

  twoStep: twoStepRouter,
  sessions: sessionsRouter,
});
