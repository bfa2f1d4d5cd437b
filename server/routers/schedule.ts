import { replaceScheduleInput } from '#shared/schemas/schedule';
import { listSchedule, replaceSchedule } from '../lib/schedule';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const scheduleRouter = router({
  list: publicProcedure.query(({ ctx }) => listSchedule(ctx.deps)),
  replace: adminProcedure.input(replaceScheduleInput).mutation(({ ctx, input }) => replaceSchedule(ctx.deps, input.schedule)),
});
