import { z } from 'zod';

/** The admin dashboard's server card. Times are Unix seconds, sizes bytes. */
export const systemStatusSchema = z.object({
  /** Nothing to warn about. */
  ok: z.boolean(),
  lastBackup: z.object({ at: z.number().int(), kind: z.string(), name: z.string() }).nullable(),
  backupsEnabled: z.boolean(),
  /** Moscow hour of the daily backup; null when the schedule is off. */
  backupHour: z.number().int().nullable(),
  databaseBytes: z.number(),
  uploadsBytes: z.number(),
  /** Free space on the data disk; null when the system does not tell. */
  freeDiskBytes: z.number().nullable(),
  vkSync: z.object({
    configured: z.boolean(),
    lastSuccessAt: z.number().int().nullable(),
    lastError: z.string().nullable(),
  }),
  /** In Russian, one sentence each. */
  warnings: z.array(z.string()),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
