import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { createApp } from './app';
import { prepareDataDir } from './db/client';
import { seedIfEmpty } from './db/seed';
import { demoPagesImagesDir, ensurePages } from './db/seed-pages';
import { createDeps } from './deps';
import { type Env, loadEnv } from './env';
import { type AdminStartOutcome, ensureAdmin } from './lib/admin-account';
import { clubMessagesSettled } from './lib/club-messages';
import { loadJwtSecret } from './lib/jwt-secret';
import { startVideoWork } from './lib/media/video-jobs';
import { linkJournalToMembers } from './lib/members/journal-link';
import { startPageScheduler } from './lib/pages/schedule';
import { startReconciler } from './lib/payments/reconcile';
import { startRetentionJob } from './lib/retention';
import { configureSharp } from './lib/sharp-config';
import { type BotRunner, startBot } from './lib/telegram-bot/bot';
import { vkSyncFor } from './lib/vk/service';
import { yookassaConfig } from './lib/yookassa/client';
import { BackupSchedule } from './operations/backup-schedule';
import { adoptMediaInBackground, cleanMediaLeftovers } from './operations/media-start';
import { MigrationFailedError, prepareDatabase } from './operations/migrations';
import { holdServerLock, runningServer } from './operations/server-lock';
import { createPageRenderer } from './render/handler';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function reportAdmin(outcome: AdminStartOutcome): void {
  if (outcome.kind === 'generated') {
    const line = '='.repeat(64);
    console.log(
      [
        line,
        'Создана учётная запись администратора.',
        `  Логин:  ${outcome.login}`,
        `  Пароль: ${outcome.password}`,
        'Сохраните пароль сейчас: больше он показан не будет.',
        'Сменить пароль: npm run admin:password',
        line,
      ].join('\n'),
    );
  } else if (outcome.kind === 'from-env') {
    console.log(
      `Администратор «${outcome.login}» из ADMIN_LOGIN/ADMIN_PASSWORD: ${outcome.changed ? 'пароль установлен' : 'без изменений'}.`,
    );
  } else {
    console.log('Учётная запись администратора уже есть. Сменить пароль: npm run admin:password');
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  // Before any picture is processed: the VK import and the media library share these settings.
  configureSharp();
  prepareDataDir(env.dataDir);
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  // Pending migrations on an existing database: a backup first, then one transaction.
  const { db } = await prepareDatabase(env, { log: console.log }).catch((error: unknown) => {
    if (!(error instanceof MigrationFailedError)) throw error;
    console.error(error.message);
    // 78 (EX_CONFIG): the unit's RestartPreventExitStatus keeps systemd from retrying in a loop.
    process.exit(78);
  });
  const deps = createDeps({ db, env, jwtSecret: loadJwtSecret(env) });
  reportAdmin(await ensureAdmin(deps, { login: env.ADMIN_LOGIN, password: env.ADMIN_PASSWORD }));
  if (env.SEED_DEMO && (await seedIfEmpty({ db, uploadsDir: env.uploadsDir, distDir: env.DIST_DIR })).seeded)
    console.log('База данных была пустой: добавлено демонстрационное содержимое.');
  // Journal rows without a member get one (matched by name within the group); none left after the first run.
  const linked = linkJournalToMembers(deps);
  if (linked > 0) console.log(`Журнал: ученики найдены или созданы для строк: ${linked}.`);
  cleanMediaLeftovers(deps, console);

  const clientDir = path.resolve(env.DIST_DIR, 'client');
  // Every page gets its first published version (the demo's words) if it has none; once done, one read.
  const pagesStarted = Date.now();
  const { created } = await ensurePages(deps, demoPagesImagesDir(clientDir));
  if (created.length > 0) console.log(serverMessages.pages.seeded(created.length, (Date.now() - pagesStarted) / 1000));
  const renderPage = await createPageRenderer(deps, { clientDir });
  const app = createApp(deps, { renderPage, clientDir });
  // Banner videos: ffmpeg checked now; without it the site runs and only video uploads are refused.
  const videos = startVideoWork(deps);
  void videos.tools.then((tools) => {
    if (!tools.ok) console.warn(serverMessages.ops.videoToolsMissing(tools.missing));
  });
  const vkSync = vkSyncFor(deps);
  const backups = new BackupSchedule({ env, source: db.$client });
  const other = runningServer(env.dataDir);
  if (other) console.warn(serverMessages.ops.otherServer(other.pid, other.port));
  const releaseLock = holdServerLock(env.dataDir, env.PORT);

  // The move of old uploads into the media library, after the server listens (it encodes photos).
  let adoption: Promise<void> = Promise.resolve();
  const stopAdoption = new AbortController();
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    console.log(`Сайт запущен: http://${host}:${info.port}${env.PUBLIC_URL ? ` (публичный адрес ${env.PUBLIC_URL})` : ''}`);
    // Starts only with VK_ACCESS_TOKEN and VK_GROUP_ID set: a run now, then every VK_SYNC_MINUTES.
    vkSync.start();
    if (vkSync.config) console.log(`Синхронизация со стеной ВКонтакте: каждые ${env.VK_SYNC_MINUTES} мин.`);
    backups.start();
    adoption = adoptMediaInBackground(deps, console, stopAdoption.signal);
    if (env.BACKUP_HOUR !== 'off') console.log(serverMessages.ops.scheduled(env.BACKUP_HOUR, env.backupDir));
  });
  // Scheduled publishes: one due while the server was down happens now, the rest at their time.
  const stopPageScheduler = startPageScheduler(
    deps,
    (result) => console.log(serverMessages.pages.scheduledApplied(result.published, result.dropped)),
    (error) => console.error('[pages] scheduled publish failed:', error),
  );
  // Applications past their retention period are deleted now and then daily.
  const stopRetention = startRetentionJob(deps);
  // Online payments left open by a lost notification or a crash: re-read from ЮKassa now and on a schedule.
  const stopReconciler = startReconciler(deps);
  if (yookassaConfig(env)) console.log(paymentsMessages.server.configured(env.YOOKASSA_RECONCILE_MINUTES));
  // The visitors' reminder bot: webhook with PUBLIC_URL, long polling without; reminders from the database.
  let bot: BotRunner | null = null;
  void startBot(deps)
    .then((runner) => {
      bot = runner;
      if (runner.mode !== 'off')
        console.log(`Бот напоминаний Telegram: ${runner.mode === 'webhook' ? 'вебхук' : 'long polling'}.`);
    })
    .catch((error: unknown) => console.error('[telegram-bot] start failed:', error));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: останавливаю сервер…`);
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting, drops idle keep-alive connections and waits for requests in flight.
    stopRetention();
    stopReconciler();
    stopPageScheduler();
    stopAdoption.abort();
    // The move of old uploads gets the same grace; a picture cut short left only .tmp- files, removed at the next start.
    const syncStopped = Promise.all([vkSync.stop(), backups.stop(), bot?.stop(), videos.stop(), adoption]);
    server.close(() => {
      // A sync run in progress gets the same grace; its writes are transactions, so cutting it is safe.
      const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
      // The club chat's messages the last requests started (a payment's) are let finish too.
      void Promise.race([Promise.all([syncStopped, clubMessagesSettled()]), grace]).finally(() => {
        db.$client.close();
        releaseLock();
        console.log('Сервер остановлен.');
        process.exit(0);
      });
    });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Не удалось запустить сервер:', error);
  process.exit(1);
});
