import { type SiteSettings, siteSettingsSchema } from '#shared/schemas/settings';
import { settingsDocument } from './settings-document';

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

const siteDocument = settingsDocument('site', siteSettingsSchema, defaultSiteSettings);

/** The stored settings; fields missing from an older stored version fall back to the defaults. */
export const readSiteSettings = siteDocument.read;
export const writeSiteSettings = siteDocument.write;
