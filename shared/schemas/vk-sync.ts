import { z } from 'zod';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';

/** What the admin dashboard shows about the VK wall sync. Times are Unix seconds. */
export const vkSyncStatusSchema = z.object({
  /** VK_ACCESS_TOKEN and VK_GROUP_ID are set. */
  configured: z.boolean(),
  running: z.boolean(),
  /** The last attempt, successful or not. */
  lastSyncAt: z.number().int().nullable(),
  lastSuccessAt: z.number().int().nullable(),
  lastFullSyncAt: z.number().int().nullable(),
  /** Counts of the last successful run. */
  lastRun: z
    .object({
      kind: z.enum(['full', 'incremental']),
      imported: z.number().int(),
      updated: z.number().int(),
      removed: z.number().int(),
      photosStored: z.number().int(),
      photosFailed: z.number().int(),
    })
    .nullable(),
  /** Posts from VK stored now. */
  totalVkPosts: z.number().int(),
  /** Photos still served from VK's address, waiting for a retry. */
  photosPending: z.number().int(),
  /** In Russian; null after a successful run. */
  lastError: z.string().nullable(),
  lastErrorAt: z.number().int().nullable(),
  consecutiveFailures: z.number().int(),
  /** When the scheduler runs next; null when it is not running in this process. */
  nextRunAt: z.number().int().nullable(),
  intervalMinutes: z.number(),
});
export type VkSyncStatus = z.infer<typeof vkSyncStatusSchema>;
