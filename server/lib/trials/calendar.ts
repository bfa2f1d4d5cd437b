import { directionName } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { clubDateTime, clubTimeToUnix } from '#shared/rules/trial-sessions';
import type { AppDeps } from '../../deps';
import { bookingByToken, readBooking } from './private-link';
import { cancelPath } from './tokens';

// The calendar file (RFC 5545): CRLF line ends, lines folded at 75 octets, text escaped.

const copy = serverMessages.trialsServer;

function icsEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const icsLocal = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

function icsUtc(unixSeconds: number): string {
  return new Date(unixSeconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function bookingIcs(deps: Pick<AppDeps, 'db' | 'now'>, token: string, siteOrigin: string): string {
  const booking = bookingByToken(deps, token);
  const view = readBooking(deps, token);
  const start = clubTimeToUnix(view.date, view.time);
  const end = clubDateTime(start + view.durationMinutes * 60);
  const direction = directionName(view.direction);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsEscape(view.clubName)}//Пробные занятия//RU`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // Moscow keeps UTC+3 all year: one STANDARD component describes the zone fully.
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Moscow',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:MSK',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:trial-${booking.id}-${booking.createdAt}@${new URL(siteOrigin).host}`,
    `DTSTAMP:${icsUtc(deps.now())}`,
    `DTSTART;TZID=Europe/Moscow:${icsLocal(view.date, view.time)}`,
    `DTEND;TZID=Europe/Moscow:${icsLocal(end.date, end.time)}`,
    `SUMMARY:${icsEscape(copy.icsSummary(direction, view.clubName))}`,
    `LOCATION:${icsEscape(view.address)}`,
    `DESCRIPTION:${icsEscape(copy.icsDescription(view.whatToBring, `${siteOrigin}${cancelPath(token)}`))}`,
    `URL:${siteOrigin}${cancelPath(token)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsEscape(copy.icsSummary(direction, view.clubName))}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
