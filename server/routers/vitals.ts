import { slowestInpTargets, vitalsSummary } from '../lib/web-vitals';
import { adminProcedure, router } from '../trpc/init';

export const vitalsRouter = router({
  /** p75 of the visitors' Core Web Vitals per public page, last 7 and 28 days (admin dashboard). */
  summary: adminProcedure.query(({ ctx }) => vitalsSummary(ctx.deps)),
  /** The elements of the visitors' slowest interactions: INP p75 per page and element, 28 days. */
  inpTargets: adminProcedure.query(({ ctx }) => slowestInpTargets(ctx.deps)),
});
