import { and, eq, gte, sql } from 'drizzle-orm';
import { familyCodes } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { type FamilySettings, familySettingsSchema } from '#shared/schemas/family';
import { settingsDocument } from '../settings-document';

/** The family login's settings (key `family`): the daily SMS cap protects the club's SMS budget. */
const familyDocument = settingsDocument<FamilySettings>('family', familySettingsSchema, { smsDailyCap: 100 });

export const readFamilySettings = familyDocument.read;
export const writeFamilySettings = familyDocument.write;

/** Midnight of the club's day (Moscow, UTC+3 all year) of `now`, as unix seconds. */
export function clubDayStart(now: number): number {
  const MSK = 3 * 3600;
  return Math.floor((now + MSK) / 86_400) * 86_400 - MSK;
}

/** Codes sent by SMS since the club's midnight: what the daily cap counts. */
export function smsSentToday(deps: Pick<AppDeps, 'db' | 'now'>): number {
  const row = deps.db
    .select({ count: sql<number>`count(*)` })
    .from(familyCodes)
    .where(and(eq(familyCodes.channel, 'sms'), gte(familyCodes.createdAt, clubDayStart(deps.now()))))
    .get();
  return row?.count ?? 0;
}

/** For the dashboard: today's SMS and the cap. */
export function smsBudget(deps: Pick<AppDeps, 'db' | 'now'>): { today: number; cap: number } {
  return { today: smsSentToday(deps), cap: readFamilySettings(deps).smsDailyCap };
}
