import { auditInputsOf, router } from '../trpc/init';
import { adRouter } from './ad';
import { applicationsRouter } from './applications';
import { attendanceRouter } from './attendance';
import { auditRouter } from './audit';
import { authRouter } from './auth';
import { coachesRouter } from './coaches';
import { familyRouter } from './family';
import { groupsRouter } from './groups';
import { mediaRouter } from './media';
import { membersRouter } from './members';
import { pagesRouter } from './pages';
import { passTypesRouter } from './pass-types';
import { passesRouter } from './passes';
import { paymentsRouter } from './payments';
import { postsRouter } from './posts';
import { pricesRouter } from './prices';
import { privacyRouter } from './privacy';
import { productsRouter } from './products';
import { scheduleRouter } from './schedule';
import { settingsRouter } from './settings';
import { staffRouter } from './staff';
import { systemRouter } from './system';
import { trialsRouter } from './trials';
import { vitalsRouter } from './vitals';

export const appRouter = router({
  posts: postsRouter,
  products: productsRouter,
  prices: pricesRouter,
  coaches: coachesRouter,
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
  staff: staffRouter,
  media: mediaRouter,
  audit: auditRouter,
  pages: pagesRouter,
  members: membersRouter,
  passTypes: passTypesRouter,
  passes: passesRouter,
  payments: paymentsRouter,
  family: familyRouter,
});

auditInputsOf(appRouter);

export type AppRouter = typeof appRouter;
