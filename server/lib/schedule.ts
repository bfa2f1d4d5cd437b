import { asc } from 'drizzle-orm';
import type { ScheduleRow } from '#shared/schemas/schedule';
import { scheduleRows } from '../db/schema';
import type { AppDeps } from '../deps';

export function listSchedule(deps: Pick<AppDeps, 'db'>): ScheduleRow[] {
  return deps.db
    .select({
      time: scheduleRows.time,
      pn: scheduleRows.pn,
      vt: scheduleRows.vt,
      sr: scheduleRows.sr,
      ct: scheduleRows.ct,
      pt: scheduleRows.pt,
      sb: scheduleRows.sb,
    })
    .from(scheduleRows)
    .orderBy(asc(scheduleRows.position), asc(scheduleRows.id))
    .all();
}

/** The editor saves the whole table: old rows go and the new ones come in one transaction. */
export function replaceSchedule(deps: Pick<AppDeps, 'db'>, rows: ScheduleRow[]): ScheduleRow[] {
  deps.db.transaction((tx) => {
    tx.delete(scheduleRows).run();
    if (rows.length > 0)
      tx.insert(scheduleRows)
        .values(rows.map((row, position) => ({ ...row, position })))
        .run();
  });
  return listSchedule(deps);
}
