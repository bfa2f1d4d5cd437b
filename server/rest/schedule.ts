import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { callerFor, respond, unchecked } from './http';
import { readJsonObject } from './legacy-body';

/** The legacy timetable calls: PUT `{ schedule: rows }` replaces the whole table and answers the saved rows. */
export function scheduleRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/schedule', (c) => respond(c, () => callerFor(c, deps).schedule.list()))
    .put('/schedule', (c) => respond(c, async () => callerFor(c, deps).schedule.replace(unchecked(await readJsonObject(c)))));
}
