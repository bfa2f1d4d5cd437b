import {
  familyMemberSchema,
  familyRequestCodeSchema,
  familySessionSchema,
  familySettingsSchema,
  familyVerifyCodeSchema,
} from '#shared/schemas/family';
import { checkCode, requestCode } from '../lib/family/codes';
import { requestDeletion, withdrawMarketing } from '../lib/family/consents';
import { familyHome } from '../lib/family/home';
import { endAllSessions, endSession, familyCookie, listDevices, openSession } from '../lib/family/sessions';
import { readFamilySettings, smsBudget, writeFamilySettings } from '../lib/family/settings';
import { newTelegramLink } from '../lib/family/telegram';
import { familyProcedure, ownMember } from '../trpc/family-procedure';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

/**
 * The family's page, /cabinet (docs/decisions/family-login.md): the login by a phone code, then the
 * family's own members only. The office reads and sets the daily SMS cap.
 */
export const familyRouter = router({
  requestCode: publicProcedure
    .input(familyRequestCodeSchema)
    .mutation(({ ctx, input }) => requestCode(ctx.deps, input.phone, ctx.ip)),

  verifyCode: publicProcedure.input(familyVerifyCodeSchema).mutation(({ ctx, input }) => {
    checkCode(ctx.deps, input.phone, input.code);
    const token = openSession(ctx.deps, input.phone, { userAgent: ctx.userAgent, ip: ctx.ip });
    ctx.responseCookies.push(familyCookie(token, { secure: ctx.deps.env.NODE_ENV === 'production' }));
    return { ok: true as const };
  }),

  home: familyProcedure.query(({ ctx }) => familyHome(ctx.deps, ctx.family)),

  devices: familyProcedure.query(({ ctx }) => listDevices(ctx.deps, ctx.family)),

  endDevice: familyProcedure.input(familySessionSchema).mutation(({ ctx, input }) => {
    endSession(ctx.deps, ctx.family, input.sessionId);
    if (input.sessionId === ctx.family.id)
      ctx.responseCookies.push(familyCookie(null, { secure: ctx.deps.env.NODE_ENV === 'production' }));
    return { ok: true as const };
  }),

  logOut: familyProcedure.mutation(({ ctx }) => {
    endSession(ctx.deps, ctx.family, ctx.family.id);
    ctx.responseCookies.push(familyCookie(null, { secure: ctx.deps.env.NODE_ENV === 'production' }));
    return { ok: true as const };
  }),

  logOutEverywhere: familyProcedure.mutation(({ ctx }) => {
    const ended = endAllSessions(ctx.deps, ctx.family);
    ctx.responseCookies.push(familyCookie(null, { secure: ctx.deps.env.NODE_ENV === 'production' }));
    return { ended };
  }),

  telegramLink: familyProcedure
    .input(familyMemberSchema)
    .mutation(({ ctx, input }) => ({ href: newTelegramLink(ctx.deps, ownMember(ctx.family, input.memberId), ctx.family.phone) })),

  withdrawMarketing: familyProcedure
    .input(familyMemberSchema)
    .mutation(({ ctx, input }) => withdrawMarketing(ctx.deps, ownMember(ctx.family, input.memberId))),

  requestDeletion: familyProcedure
    .input(familyMemberSchema)
    .mutation(({ ctx, input }) => requestDeletion(ctx.deps, ownMember(ctx.family, input.memberId))),

  smsBudget: adminProcedure.query(({ ctx }) => smsBudget(ctx.deps)),

  setSmsCap: adminProcedure.input(familySettingsSchema).mutation(({ ctx, input }) => {
    writeFamilySettings(ctx.deps, { ...readFamilySettings(ctx.deps), ...input });
    return smsBudget(ctx.deps);
  }),
});
