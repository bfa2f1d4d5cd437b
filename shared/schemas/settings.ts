import { z } from 'zod';
import { settingsSchemaMessages as copy } from '../messages/schemas/settings.ru';
import { httpUrlSchema } from './common';

const optionalUrl = z.union([z.literal(''), httpUrlSchema]);

/** What the club edits without a developer: contacts, links, map, journal privacy. */
export const siteSettingsSchema = z.object({
  clubName: z.string().trim().min(1, copy.clubNameRequired).max(100),
  phone: z.string().trim().min(1, copy.phoneRequired).max(30, copy.phoneTooLong),
  email: z.union([z.literal(''), z.email(copy.emailInvalid)]),
  city: z.string().trim().min(1, copy.cityRequired).max(100),
  address: z.string().trim().min(1, copy.addressRequired).max(200, copy.addressTooLong),
  addressNote: z.string().trim().max(300, copy.addressNoteTooLong),
  hoursWeekdays: z.string().trim().min(1, copy.hoursRequired).max(50),
  hoursSunday: z.string().trim().min(1, copy.hoursRequired).max(50),
  vkUrl: optionalUrl,
  telegramUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  /** The messenger chat the store's Order button opens; the product name goes into the message. */
  orderChatUrl: optionalUrl,
  mapLat: z.number().min(-90).max(90),
  mapLng: z.number().min(-180).max(180),
  mapZoom: z.number().int().min(1).max(19),
  journalShowFullNames: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
