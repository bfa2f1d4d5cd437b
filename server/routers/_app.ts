import { router } from '../trpc/init';
import { adRouter } from './ad';
import { applicationsRouter } from './applications';
import { attendanceRouter } from './attendance';
import { authRouter } from './auth';
import { groupsRouter } from './groups';
import { postsRouter } from './posts';
import { pricesRouter } from './prices';
import { privacyRouter } from './privacy';
import { productsRouter } from './products';
import { scheduleRouter } from './schedule';
import { settingsRouter } from './settings';
import { vitalsRouter } from './vitals';
import { trialsRouter } from './trials';
import { systemRouter } from './system';

export const appRouter = router({
  posts: postsRouter,
  products: productsRouter,
  prices: pricesRouter,
  schedule: scheduleRouter,
  groups: groupsRouter,
  attendance: attendanceRouter,
  ad: adRouter,
  auth: authRouter,
  applications: applicationsRouter,
  settings: settingsRouter,
  vitals: vitalsRouter,
  trials: trialsRouter,
  system: systemRouter,
  privacy: privacyRouter,
});

export type AppRouter = typeof appRouter;
