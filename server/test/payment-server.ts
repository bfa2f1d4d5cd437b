/**
 * The server's payment half as `server/index.ts` starts it, for the crash test
 * (server/lib/payments/crash.test.ts) to run as a child and SIGKILL: the same env, the migrations
 * on the data folder's SQLite file, the same deps and app (the /trpc calls, the ЮKassa notification
 * route), the reconciler started the same way. Left out is only what payments do not touch and
 * what makes a cold start take minutes without a client build: the page render and the demo
 * pages' pictures, backups, the bot, VK, the video work.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { prepareDataDir } from '../db/client';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { loadJwtSecret } from '../lib/jwt-secret';
import { startReconciler } from '../lib/payments/reconcile';
import { prepareDatabase } from '../operations/migrations';

const env = loadEnv();
prepareDataDir(env.dataDir);
const { db } = await prepareDatabase(env, { log: () => {} });
const deps = createDeps({ db, env, jwtSecret: loadJwtSecret(env) });
const app = createApp(deps);
serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Сайт запущен: http://${env.HOST}:${info.port}`);
});
startReconciler(deps);
