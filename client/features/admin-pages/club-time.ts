import { CLUB_TIME_ZONE } from '#shared/constants';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatLongDate } from '#shared/rules/dates';
import { zonedInstant, zonedParts } from '#shared/rules/zoned-time';

/**
 * A publish time as the club reads it: Moscow's wall clock, whatever the zone of the phone or the
 * server (an owner on holiday abroad still schedules '09:00' for the club's morning).
 */

const two = (value: number) => String(value).padStart(2, '0');

/** '1 декабря 2026, 09:00 (МСК)'. */
export function clubDateTime(iso: string): string {
  const seconds = Math.floor(Date.parse(iso) / 1000);
  const { hour, minute } = zonedParts(seconds, CLUB_TIME_ZONE);
  return adminMessages.adminPages.clubTime(formatLongDate(seconds), `${two(hour)}:${two(minute)}`);
}

/** The value of a `datetime-local` input showing an instant on the club's clock: '2026-12-01T09:00'. */
export function clubWallInput(instantMs: number): string {
  const p = zonedParts(Math.floor(instantMs / 1000), CLUB_TIME_ZONE);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The instant a `datetime-local` value names on the club's clock, as ISO; null when it is not a full date and time. */
export function instantOfClubWall(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(zonedInstant({ year, month, day, hour, minute }, CLUB_TIME_ZONE) * 1000).toISOString();
}
