import { describe, expect, it } from 'vitest';
import { MAP_RANGES, siteSettingsSchema } from '../schemas/settings';
import { twoGisRouteUrl, yandexMapsUrl, yandexRouteUrl, yandexWidgetUrl } from './map';

const club = { mapLat: 55.1104, mapLng: 36.5957, mapZoom: 16 };

describe('map addresses', () => {
  it('write the point longitude first, except the Yandex route', () => {
    expect(yandexMapsUrl(club)).toBe('https://yandex.ru/maps/?pt=36.5957,55.1104&ll=36.5957,55.1104&z=16&l=map');
    expect(yandexRouteUrl(club)).toBe('https://yandex.ru/maps/?rtext=~55.1104,36.5957&rtt=auto');
    expect(twoGisRouteUrl(club)).toBe('https://2gis.ru/directions/points/%7C36.5957%2C55.1104');
  });

  it('build the widget address on the configured base with a red pin', () => {
    expect(yandexWidgetUrl('https://yandex.ru/map-widget/v1/', club)).toBe(
      'https://yandex.ru/map-widget/v1/?ll=36.5957,55.1104&z=16&pt=36.5957,55.1104,pm2rdm',
    );
    const url = new URL(yandexWidgetUrl('https://yandex.ru/map-widget/v1/', club));
    expect(url.origin + url.pathname).toBe('https://yandex.ru/map-widget/v1/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ll: '36.5957,55.1104', z: '16', pt: '36.5957,55.1104,pm2rdm' });
    expect(new URL(yandexWidgetUrl('http://127.0.0.1:9/widget?lang=ru_RU', club)).searchParams.get('lang')).toBe('ru_RU');
  });
});

describe('MAP_RANGES', () => {
  const settings = {
    clubName: 'Клуб',
    phone: '+7 000',
    email: '',
    city: 'Город',
    address: 'Адрес',
    addressNote: '',
    hoursWeekdays: 'Пн',
    hoursSunday: 'Вс',
    vkUrl: '',
    telegramUrl: '',
    youtubeUrl: '',
    orderChatUrl: '',
    journalShowFullNames: false,
    ...club,
  };

  it.each(Object.entries(MAP_RANGES))('are what the settings schema holds for %s', (key, { min, max }) => {
    expect(siteSettingsSchema.safeParse({ ...settings, [key]: min }).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ ...settings, [key]: max }).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ ...settings, [key]: min - 1 }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ ...settings, [key]: max + 1 }).success).toBe(false);
  });
});
