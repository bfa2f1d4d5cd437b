import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/schemas/settings';
import { clubStructuredData, parseOpeningHours } from './club-structured-data';

const settings: SiteSettings = {
  clubName: 'Академия единоборств',
  phone: '+7 (910) 512-34-78',
  email: 'info@academy.example',
  city: 'Обнинск',
  address: 'ул. Гагарина, 33, 2 этаж',
  addressNote: '',
  hoursWeekdays: 'Пн–Сб: 7:00–24:00',
  hoursSunday: 'Вс: 9:00–22:00',
  vkUrl: 'https://vk.com/academy',
  telegramUrl: '',
  youtubeUrl: 'https://www.youtube.com/@academy',
  orderChatUrl: 'https://t.me/shop',
  mapLat: 55.1104,
  mapLng: 36.5957,
  mapZoom: 16,
  journalShowFullNames: false,
};

const monToSat = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

describe('parseOpeningHours', () => {
  it('reads the days and times the settings hold, midnight as 23:59', () => {
    expect(parseOpeningHours('Пн–Сб: 7:00–24:00', ['Sunday'])).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...monToSat],
      opens: '07:00',
      closes: '23:59',
    });
    expect(parseOpeningHours('Вс: 9:00–22:00', ['Monday'])?.dayOfWeek).toEqual(['Sunday']);
  });

  it('falls back to the field’s days when the text names none, and accepts other dashes', () => {
    expect(parseOpeningHours('7:00-24:00', monToSat)).toMatchObject({ dayOfWeek: [...monToSat], opens: '07:00' });
    expect(parseOpeningHours('09.30 — 21.00', ['Sunday'])).toMatchObject({ opens: '09:30', closes: '21:00' });
  });

  it('gives nothing for text without a time range', () => {
    expect(parseOpeningHours('по записи', ['Sunday'])).toBeNull();
    expect(parseOpeningHours('30:00–40:00', ['Sunday'])).toBeNull();
  });
});

describe('clubStructuredData', () => {
  it('describes the club from the settings', () => {
    const data = clubStructuredData(settings, 'https://academy.example/');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Академия единоборств',
      url: 'https://academy.example/',
      telephone: '+7 (910) 512-34-78',
      email: 'info@academy.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ул. Гагарина, 33, 2 этаж',
        addressLocality: 'Обнинск',
        addressCountry: 'RU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 55.1104, longitude: 36.5957 },
      sameAs: ['https://vk.com/academy', 'https://www.youtube.com/@academy'],
    });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...monToSat], opens: '07:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '09:00', closes: '22:00' },
    ]);
  });

  it('leaves out an empty e-mail and social links', () => {
    const data = clubStructuredData({ ...settings, email: '', vkUrl: '', youtubeUrl: '' }, 'https://academy.example');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('sameAs');
  });
});
