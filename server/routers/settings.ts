import { siteSettingsSchema } from '#shared/schemas/settings';
import { readSiteSettings, writeSiteSettings } from '../lib/site-settings';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => readSiteSettings(ctx.deps)),
  update: adminProcedure.input(siteSettingsSchema).mutation(({ ctx, input }) => writeSiteSettings(ctx.deps, input)),
});
