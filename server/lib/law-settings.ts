import { eq } from 'drizzle-orm';
import { type LawSettings, lawSettingsSchema } from '#shared/schemas/law';
import { settings } from '../db/schema';
import type { AppDeps } from '../deps';

const LAW_KEY = 'law';

export const defaultLawSettings: LawSettings = {
  operatorName: '',
  operatorInn: '',
  retentionMonths: 12,
  telegramIncludeContacts: false,
  reminderEveningHour: 19,
  visitChecklist: 'спортивную форму, сменную обувь и бутылку воды',
  metricaCounterId: '',
};

/** The stored settings; fields missing from an older stored version fall back to the defaults. */
export function readLawSettings(deps: Pick<AppDeps, 'db'>): LawSettings {
  const row = deps.db.select().from(settings).where(eq(settings.key, LAW_KEY)).get();
  if (!row || typeof row.value !== 'object' || row.value === null) return defaultLawSettings;
  const parsed = lawSettingsSchema.safeParse({ ...defaultLawSettings, ...(row.value as object) });
  return parsed.success ? parsed.data : defaultLawSettings;
}

export function writeLawSettings(deps: Pick<AppDeps, 'db' | 'now'>, value: LawSettings): LawSettings {
  const updatedAt = deps.now();
  deps.db
    .insert(settings)
    .values({ key: LAW_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } })
    .run();
  return value;
}
