import type { SiteSettings } from '#shared/schemas/settings';

/**
 * The club's contacts. Hours are stored with their day labels ("Пн–Сб: 7:00–24:00") so the footer,
 * the contacts page and the map panel show them as they are.
 */
export const demoSiteSettings: SiteSettings = {
  clubName: 'Академия единоборств',
  phone: '+7 (910) 512-34-78',
  email: 'info@academy-obninsk.ru',
  city: 'Обнинск',
  address: 'Калужская область, г. Обнинск, ул. Гагарина, 33, 2 этаж',
  addressNote:
    'Вход со двора, через дверь с эмблемой академии рядом с аптекой. Поднимитесь на второй этаж, ресепшен — направо. Парковка у дома.',
  hoursWeekdays: 'Пн–Сб: 7:00–24:00',
  hoursSunday: 'Вс: 9:00–22:00',
  vkUrl: 'https://vk.com/academy_obninsk',
  telegramUrl: 'https://t.me/academy_obninsk',
  youtubeUrl: 'https://www.youtube.com/@academy-obninsk',
  orderChatUrl: 'https://t.me/academy_obninsk_shop',
  mapLat: 55.1104,
  mapLng: 36.5957,
  mapZoom: 16,
  journalShowFullNames: false,
};

/** Where the ad pop-up's button leads: the rules of the club's own cup (see the posts). */
export const demoAdRedirectUrl = 'https://vk.com/@academy_obninsk-kubok-akademii';
