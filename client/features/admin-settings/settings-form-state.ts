import { adminMessages } from '#shared/messages/admin.ru';
import { messagePerField } from '#shared/schemas/field-messages';
import { MAP_RANGES, type SiteSettings, siteSettingsSchema } from '#shared/schemas/settings';

type NumberKey = 'mapLat' | 'mapLng' | 'mapZoom';
type TextKey = Exclude<keyof SiteSettings, NumberKey | 'journalShowFullNames'>;

/** What the form holds: text as typed (numbers too, so '55.' can be typed), the toggle as a boolean. */
export type SettingsDraft = Record<TextKey | NumberKey, string> & { journalShowFullNames: boolean };
export type SettingsErrors = Partial<Record<keyof SiteSettings, string>>;

export function toDraft(settings: SiteSettings): SettingsDraft {
  return {
    ...settings,
    mapLat: String(settings.mapLat),
    mapLng: String(settings.mapLng),
    mapZoom: String(settings.mapZoom),
  };
}

/** Checks the draft with the same schema the server uses; adminMessages name the field in Russian. */
export function parseDraft(draft: SettingsDraft): { ok: true; value: SiteSettings } | { ok: false; errors: SettingsErrors } {
  const labels = adminMessages.adminArea.settingsFields;
  const errors: SettingsErrors = {};
  const numbers = {} as Record<NumberKey, number>;
  for (const key of Object.keys(MAP_RANGES) as NumberKey[]) {
    const text = draft[key].trim().replace(',', '.');
    const value = Number(text);
    const { min, max } = MAP_RANGES[key];
    if (!text || !Number.isFinite(value)) errors[key] = adminMessages.adminArea.numberInvalid(labels[key]);
    else if (value < min || value > max || (key === 'mapZoom' && !Number.isInteger(value)))
      errors[key] = adminMessages.adminArea.numberRange(labels[key], min, max);
    numbers[key] = value;
  }
  const parsed = siteSettingsSchema.safeParse({ ...draft, ...numbers });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(messagePerField(parsed.error.issues))) {
      const key = field as keyof SiteSettings;
      if (errors[key]) continue;
      // Schema adminMessages already name their field ('Телефон: обязательное поле'); zod's fallbacks do not.
      errors[key] = message.includes(':') ? message : `${labels[key]}: ${message}`;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
