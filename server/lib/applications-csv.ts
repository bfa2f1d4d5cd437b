/** The applications as a spreadsheet (CSV) for the admin: the form's fields, the consent record, the trial booking. */
import { CLUB_TIME_ZONE } from '#shared/constants';
import { lawCopy } from '#shared/content/law.ru';
import { directionName } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { toCsv } from '#shared/rules/csv';
import type { Application } from '#shared/schemas/application';
import type { AppDeps } from '../deps';
import { type ApplicationFilter, listApplications } from './applications-list';
import { bookingCsvColumns, latestBookings } from './trials/inbox';

const csvDate = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The consent record's columns of the CSV, after the older ones. */
function consentCsvColumns(a: Application): string[] {
  return [
    a.consentEditionId === null ? '' : String(a.consentEditionId),
    a.consentAt === null ? '' : csvDate.format(new Date(a.consentAt * 1000)),
    a.consentIp ?? '',
    a.consentUserAgent ?? '',
    a.consentBy ? lawCopy.givenBy[a.consentBy] : '',
    a.guardianName ?? '',
    a.marketingConsent ? serverMessages.server.yes : serverMessages.server.no,
  ];
}

/** The list the filter selects, one row per application, dates in the club's time zone. */
export function applicationsCsv(deps: Pick<AppDeps, 'db'>, filter: ApplicationFilter = {}): string {
  const list = listApplications(deps, filter);
  // All of them rather than by id: a long export would exceed SQLite's limit of bound values.
  const bookings = latestBookings(deps);
  const rows = list.map((a) => [
    csvDate.format(new Date(a.createdAt * 1000)),
    a.name,
    a.lastname,
    a.phone,
    a.age,
    directionName(a.direction),
    serverMessages.waitingList.statuses[a.status],
    a.note,
    a.consent ? serverMessages.server.yes : serverMessages.server.no,
    ...consentCsvColumns(a),
    ...bookingCsvColumns(bookings.get(a.id)),
  ]);
  return toCsv([[...serverMessages.server.csvHeader, ...lawCopy.csvHeader, ...serverMessages.adminArea.trialCsvHeader], ...rows]);
}
