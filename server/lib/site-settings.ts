import { eq } from 'drizzle-orm';
import { type SiteSettings, siteSettingsSchema } from '#shared/schemas/settings';
import { settings } from '../db/schema';
import type { AppDeps } from '../deps';

const SITE_KEY = 'site';

/**
 * Used until the admin saves settings (the demo seed writes its own). Opening hours are the spec's;
 * the contact fields are neutral placeholders to be replaced in the admin.
 */
export const defaultSiteSettings: SiteSettings = {
  clubName: 'Академия единоборств',
  phone: '+7 000 000-00-00',
  email: '',
  city: 'Город',
  address: 'Адрес уточняется',
  addressNote: '2 этаж',
  hoursWeekdays: 'Пн–Сб: 7:00–24:00',
  hoursSunday: 'Вс: 9:00–22:00',
  vkUrl: '',
  telegramUrl: '',
  youtubeUrl: '',
  orderChatUrl: '',
  mapLat: 55.7558,
  mapLng: 37.6173,
  mapZoom: 16,
  journalShowFullNames: false,
};

/** The stored settings; fields missing from an older stored version fall back to the defaults. */
export function readSiteSettings(deps: Pick<AppDeps, 'db'>): SiteSettings {
  const row = deps.db.select().from(settings).where(eq(settings.key, SITE_KEY)).get();
  if (!row || typeof row.value !== 'object' || row.value === null) return defaultSiteSettings;
  const parsed = siteSettingsSchema.safeParse({ ...defaultSiteSettings, ...(row.value as object) });
  return parsed.success ? parsed.data : defaultSiteSettings;
}

export function writeSiteSettings(deps: Pick<AppDeps, 'db' | 'now'>, value: SiteSettings): SiteSettings {
  const updatedAt = deps.now();
  deps.db
    .insert(settings)
    .values({ key: SITE_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } })
    .run();
  return value;
}
