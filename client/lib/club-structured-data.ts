import type { SiteSettings } from '#shared/schemas/settings';
import { absoluteUrl } from './seo';

type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

const WEEK: readonly DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const RU_DAYS: Record<string, DayOfWeek> = {
  пн: 'Monday',
  вт: 'Tuesday',
  ср: 'Wednesday',
  чт: 'Thursday',
  пт: 'Friday',
  сб: 'Saturday',
  вс: 'Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * '7:00–24:00' or 'Пн–Сб: 7:00–24:00' → opening hours; the days come from the text when it names them,
 * else `defaultDays`. Midnight closing is written 23:59, Google's documented end of day.
 */
export function parseOpeningHours(text: string, defaultDays: readonly DayOfWeek[]): OpeningHoursSpecification | null {
  const time = /(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})/.exec(text);
  if (!time) return null;
  const [, openH = '', openM = '', closeH = '', closeM = ''] = time;
  if (Number(openH) > 24 || Number(closeH) > 24) return null;
  const closes = Number(closeH) === 24 || (Number(closeH) === 0 && Number(closeM) === 0) ? '23:59' : `${pad(closeH)}:${closeM}`;

  let days = [...defaultDays];
  const range = /(пн|вт|ср|чт|пт|сб|вс)\s*[–—-]\s*(пн|вт|ср|чт|пт|сб|вс)/i.exec(text.slice(0, time.index));
  const single = /(пн|вт|ср|чт|пт|сб|вс)/i.exec(text.slice(0, time.index));
  if (range) {
    const from = WEEK.indexOf(RU_DAYS[(range[1] ?? '').toLowerCase()] as DayOfWeek);
    const to = WEEK.indexOf(RU_DAYS[(range[2] ?? '').toLowerCase()] as DayOfWeek);
    if (from >= 0 && to >= from) days = WEEK.slice(from, to + 1);
  } else if (single) {
    const day = RU_DAYS[(single[1] ?? '').toLowerCase()];
    if (day) days = [day];
  }
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: `${pad(openH)}:${openM}`, closes };
}

/**
 * schema.org SportsActivityLocation for the club, from the site settings: name, address, phone,
 * opening hours (Mon–Sat and Sunday fields), map point, site address and social profiles.
 */
export function clubStructuredData(settings: SiteSettings, siteOrigin: string) {
  const hours = [
    parseOpeningHours(settings.hoursWeekdays, WEEK.slice(0, 6)),
    parseOpeningHours(settings.hoursSunday, ['Sunday']),
  ].filter((spec) => spec !== null);
  const sameAs = [settings.vkUrl, settings.telegramUrl, settings.youtubeUrl].filter((url) => url !== '');
  const url = absoluteUrl(siteOrigin, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    '@id': `${url}#club`,
    name: settings.clubName,
    url,
    image: absoluteUrl(siteOrigin, '/media/images/og-default.jpg'),
    telephone: settings.phone,
    ...(settings.email ? { email: settings.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      addressLocality: settings.city,
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.mapLat, longitude: settings.mapLng },
    hasMap: `https://yandex.ru/maps/?pt=${settings.mapLng},${settings.mapLat}&z=${settings.mapZoom}&l=map`,
    openingHoursSpecification: hours,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
