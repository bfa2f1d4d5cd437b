import { Hono } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import type { AppDeps } from '../deps';
import { adRest } from './ad';
import { applicationsRest } from './applications';
import { attendanceRest } from './attendance';
import { authRest } from './auth';
import { groupsRest } from './groups';
import { postsRest } from './posts';
import { pricesRest } from './prices';
import { productsRest } from './products';
import { scheduleRest } from './schedule';
import { settingsRest } from './settings';
import { trialsRest } from './trials';
import { vitalsRest } from './vitals';

/** The legacy /api routes the old site's clients still call, each domain's paths relative to /api. */
export function apiRoutes(deps: AppDeps): Hono {
  const api = new Hono();
  for (const domain of [
    postsRest,
    productsRest,
    pricesRest,
    scheduleRest,
    groupsRest,
    attendanceRest,
    authRest,
    adRest,
    applicationsRest,
    settingsRest,
    vitalsRest,
    trialsRest,
  ]) {
    api.route('/', domain(deps));
  }
  api.all('*', (c) => c.json({ message: serverMessages.server.notFound }, 404));
  return api;
}
