import { CLUB_TIME_ZONE } from '#shared/constants';

/** Made on first use, not when the module loads: a browser's first Intl formatter costs 15-20 ms. */
let format: Intl.DateTimeFormat | undefined;

/** '24 ноября 2026 г.' in the club's zone, the same on the server and in the browser. */
export const formatEditionDate = (unixSeconds: number): string => {
  format ??= new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
  return format.format(new Date(unixSeconds * 1000));
};
