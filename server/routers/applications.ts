import { serverMessages } from '#shared/messages/server.ru';
import {
  listApplicationsInput,
  submitApplicationInput,
  submitApplicationLegacyInput,
  updateApplicationInput,
} from '#shared/schemas/application';
import { submitApplication } from '../lib/applications';
import { applicationsCsv } from '../lib/applications-csv';
import { countNewApplications, listApplications, updateApplication } from '../lib/applications-list';
import { captchaConfig, createCaptchaChallenge } from '../lib/captcha';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const applicationsRouter = router({
  captchaConfig: publicProcedure.query(({ ctx }) => captchaConfig(ctx.deps)),
  captchaChallenge: publicProcedure.query(({ ctx }) => createCaptchaChallenge(ctx.deps)),

  /** The site's own form: consent to personal-data processing is required. */
  submit: publicProcedure.input(submitApplicationInput).mutation(async ({ ctx, input }) => {
    const { duplicate, booking, reminderUrl } = await submitApplication(ctx.deps, input, ctx.ip, ctx.userAgent);
    const message = duplicate ? serverMessages.waitingList.alreadyAccepted : serverMessages.waitingList.sent;
    return booking ? { message, booking, reminderUrl } : { message, reminderUrl };
  }),
  /** The payload of the legacy POST /api/applications/submit-application, where consent is optional. */
  submitLegacy: publicProcedure.input(submitApplicationLegacyInput).mutation(async ({ ctx, input }) => {
    const { duplicate, booking } = await submitApplication(ctx.deps, input, ctx.ip, ctx.userAgent);
    const message = duplicate ? serverMessages.waitingList.alreadyAccepted : serverMessages.waitingList.sent;
    return booking ? { message, booking } : { message };
  }),

  list: adminProcedure.input(listApplicationsInput.optional()).query(({ ctx, input }) => listApplications(ctx.deps, input)),

  update: adminProcedure
    .input(updateApplicationInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateApplication(ctx.deps, id, changes)),

  newCount: adminProcedure.query(({ ctx }) => countNewApplications(ctx.deps)),

  exportCsv: adminProcedure.input(listApplicationsInput.optional()).query(({ ctx, input }) => applicationsCsv(ctx.deps, input)),
});
