import { and, gte, inArray, lt } from 'drizzle-orm';
import { clubMonthRange } from '#shared/rules/trial-sessions';
import type { FunnelRow } from '#shared/schemas/trial';
import { applications, trialBookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ApplicationStatus } from './rows';

const BOOKED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['trial', 'booked', 'came', 'no-show', 'joined']);

/**
 * The month's funnel, whole and by direction. The cohort is the applications received in the month
 * (club time); each counts at the furthest stage it reached: booked (a seat on the site or 'trial'
 * set by the admin), came / no-show (marked on the sessions screen or set in the inbox), joined.
 */
export function trialFunnel({ db }: Pick<AppDeps, 'db'>, month: string): { total: FunnelRow; byDirection: FunnelRow[] } {
  const { from, to } = clubMonthRange(month);
  const cohort = db
    .select()
    .from(applications)
    .where(and(gte(applications.createdAt, from), lt(applications.createdAt, to)))
    .all();
  const bookings = cohort.length
    ? db
        .select({
          applicationId: trialBookings.applicationId,
          status: trialBookings.status,
          attendance: trialBookings.attendance,
        })
        .from(trialBookings)
        .where(
          inArray(
            trialBookings.applicationId,
            cohort.map((a) => a.id),
          ),
        )
        .all()
    : [];
  const byApp = new Map<number, typeof bookings>();
  for (const b of bookings) byApp.set(b.applicationId, [...(byApp.get(b.applicationId) ?? []), b]);
  const empty = (direction: string | null): FunnelRow => ({
    direction,
    applications: 0,
    bookings: 0,
    came: 0,
    noShow: 0,
    showUpRate: null,
    joined: 0,
  });
  const total = empty(null);
  const rows = new Map<string, FunnelRow>();
  for (const app of cohort) {
    const own = byApp.get(app.id) ?? [];
    const came = app.status === 'came' || app.status === 'joined' || own.some((b) => b.attendance === 'came');
    const noShow = !came && (app.status === 'no-show' || own.some((b) => b.attendance === 'no-show'));
    const booked = came || noShow || BOOKED_STATUSES.has(app.status) || own.some((b) => b.status === 'booked');
    const row = rows.get(app.direction) ?? empty(app.direction);
    for (const target of [total, row]) {
      target.applications += 1;
      if (booked) target.bookings += 1;
      if (came) target.came += 1;
      if (noShow) target.noShow += 1;
      if (app.status === 'joined') target.joined += 1;
    }
    rows.set(app.direction, row);
  }
  for (const row of [total, ...rows.values()]) {
    row.showUpRate = row.came + row.noShow ? row.came / (row.came + row.noShow) : null;
  }
  return { total, byDirection: [...rows.values()] };
}
