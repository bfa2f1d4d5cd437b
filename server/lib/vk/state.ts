import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';

const STATE_KEY = 'vkSync';
const time = z.number().int().nullable().default(null);

export const lastRunSchema = z.object({
  kind: z.enum(['full', 'incremental']),
  imported: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  photosStored: z.number().int(),
  photosFailed: z.number().int(),
});
export type SyncRunResult = z.infer<typeof lastRunSchema>;

/** What the sync remembers between runs and restarts (settings row 'vkSync'). Unix seconds. */
const stateSchema = z.object({
  lastSyncAt: time,
  lastSuccessAt: time,
  lastFullSyncAt: time,
  lastRun: lastRunSchema.nullable().default(null),
  lastError: z.string().nullable().default(null),
  lastErrorAt: time,
  consecutiveFailures: z.number().int().nonnegative().default(0),
});
export type VkSyncState = z.infer<typeof stateSchema>;

export function readSyncState(deps: Pick<AppDeps, 'db'>): VkSyncState {
  const row = deps.db.select().from(settings).where(eq(settings.key, STATE_KEY)).get();
  const parsed = stateSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : stateSchema.parse({});
}

export function writeSyncState(deps: Pick<AppDeps, 'db' | 'now'>, state: VkSyncState): void {
  const updatedAt = deps.now();
  deps.db
    .insert(settings)
    .values({ key: STATE_KEY, value: state, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value: state, updatedAt } })
    .run();
}
