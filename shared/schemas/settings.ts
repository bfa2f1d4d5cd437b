import { z } from 'zod';
import { settingsSchemaMessages as copy } from '../messages/schemas/settings.ru';
import { httpUrlSchema, multiLineText, oneLineText } from './common';

const optionalUrl = z.union([z.literal(''), httpUrlSchema]);

/** The map's coordinates and zoom: the only place their limits are written (the admin form reads them too). */
export const MAP_RANGES = {
  mapLat: { min: -90, max: 90 },
  mapLng: { min: -180, max: 180 },
  mapZoom: { min: 1, max: 19 },
} as const;

/** What the club edits without a developer: contacts, links, map, journal privacy. */
export const siteSettingsSchema = z.object({
  clubName: oneLineText().trim().min(1, copy.clubNameRequired).max(100),
  phone: oneLineText().trim().min(1, copy.phoneRequired).max(30, copy.phoneTooLong),
  email: z.union([z.literal(''), z.email(copy.emailInvalid)]),
  city: oneLineText().trim().min(1, copy.cityRequired).max(100),
  address: oneLineText().trim().min(1, copy.addressRequired).max(200, copy.addressTooLong),
  addressNote: multiLineText().trim().max(300, copy.addressNoteTooLong),
  hoursWeekdays: oneLineText().trim().min(1, copy.hoursRequired).max(50),
  hoursSunday: oneLineText().trim().min(1, copy.hoursRequired).max(50),
  vkUrl: optionalUrl,
  telegramUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  /** The messenger chat the store's Order button opens; the product name goes into the message. */
  orderChatUrl: optionalUrl,
  mapLat: z.number().min(MAP_RANGES.mapLat.min).max(MAP_RANGES.mapLat.max),
  mapLng: z.number().min(MAP_RANGES.mapLng.min).max(MAP_RANGES.mapLng.max),
  mapZoom: z.number().int().min(MAP_RANGES.mapZoom.min).max(MAP_RANGES.mapZoom.max),
  journalShowFullNames: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
