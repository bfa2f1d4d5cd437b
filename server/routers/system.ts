import { systemStatus } from '../http/health';
import { adminProcedure, router } from '../trpc/init';

export const systemRouter = router({
  /** The server card of the dashboard: last backup, sizes, free disk, VK sync, warnings. */
  status: adminProcedure.query(({ ctx }) => systemStatus(ctx.deps)),
});
