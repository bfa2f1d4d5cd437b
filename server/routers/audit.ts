import { auditFilterSchema, auditListInput, auditSettingsSchema } from '#shared/schemas/audit';
import { auditCsv, auditPeople, listAuditEntries } from '../lib/audit-list';
import { readAuditSettings, writeAuditSettings } from '../lib/audit-settings';
import { adminProcedure, router } from '../trpc/init';

/** The owner's 'Журнал действий' (server/trpc/rights.ts: every line 'owner'). */
export const auditRouter = router({
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAuditEntries(ctx.deps, input)),
  people: adminProcedure.query(({ ctx }) => auditPeople(ctx.deps)),
  exportCsv: adminProcedure.input(auditFilterSchema).query(({ ctx, input }) => auditCsv(ctx.deps, input)),
  settings: adminProcedure.query(({ ctx }) => readAuditSettings(ctx.deps)),
  updateSettings: adminProcedure.input(auditSettingsSchema).mutation(({ ctx, input }) => writeAuditSettings(ctx.deps, input)),
});
