import { CLUB_TIME_ZONE } from '#shared/constants';

const format = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** '24 ноября 2026 г.' in the club's zone, the same on the server and in the browser. */
export const formatEditionDate = (unixSeconds: number): string => format.format(new Date(unixSeconds * 1000));
