import { z } from 'zod';
import { httpUrlSchema } from './common';

const optionalUrl = z.union([z.literal(''), httpUrlSchema]);

/** What the club edits without a developer: contacts, links, map, journal privacy. */
export const siteSettingsSchema = z.object({
  clubName: z.string().trim().min(1, 'Название клуба: обязательное поле').max(100),
  phone: z.string().trim().min(1, 'Телефон: обязательное поле').max(30, 'Телефон: не более 30 символов'),
  email: z.union([z.literal(''), z.email('Email: некорректный адрес')]),
  city: z.string().trim().min(1, 'Город: обязательное поле').max(100),
  address: z.string().trim().min(1, 'Адрес: обязательное поле').max(200, 'Адрес: не более 200 символов'),
  addressNote: z.string().trim().max(300, 'Как пройти: не более 300 символов'),
  hoursWeekdays: z.string().trim().min(1, 'Часы работы: обязательное поле').max(50),
  hoursSunday: z.string().trim().min(1, 'Часы работы: обязательное поле').max(50),
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
