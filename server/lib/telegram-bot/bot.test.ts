import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { applications, telegramLinks, telegramReminders } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { type BotApiStandIn, startBotApiStandIn } from '#server/test/telegram-bot-api';
import { cleanup, createTestApp, createTestDeps } from '#server/test/test-app';
import { pollOnce, startBot, WEBHOOK_PATH, webhookSecret } from './bot';
import { createLinkToken, deepLink, sendDueReminders, visitCancelled, visitChanged } from './reminders';
import type { Visit } from './visits';

/** Unix seconds of a Moscow wall-clock time in November 2026 (UTC+3). */
const msk = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 3, minute) / 1000;
const CHAT = 777001;
const standIns: BotApiStandIn[] = [];

afterEach(async () => {
  for (const s of standIns.splice(0)) await s.close();
});
afterAll(cleanup);

async function setup(options: { publicUrl?: string; visit?: Visit | null } = {}) {
  const api = await startBotApiStandIn();
  standIns.push(api);
  const clock = { now: msk(24, 10) };
  const visitRef: { current: Visit | null } = {
    current:
      options.visit === undefined
        ? { startsAt: msk(26, 18, 30), title: 'Пробное занятие: Бокс', cancelUrl: 'https://club.example/booking/abc' }
        : options.visit,
  };
  const deps = createTestDeps({
    now: () => clock.now,
    visitLookup: () => visitRef.current,
    env: {
      TELEGRAM_BOT_TOKEN: api.token,
      TELEGRAM_BOT_USERNAME: 'club_test_bot',
      TELEGRAM_API_URL: api.url,
      PUBLIC_URL: options.publicUrl,
    },
  });
  const applicationId = deps.db
    .insert(applications)
    .values({ name: 'Мария', lastname: 'Иванова', phone: '+7 912 345-67-89', age: 10, direction: 'Boxing', createdAt: clock.now })
    .returning()
    .get().id;
  const token = createLinkToken(deps, applicationId);
  return { api, clock, deps, visitRef, applicationId, token };
}

const remindersOf = (deps: AppDeps) => deps.db.select().from(telegramReminders).all();

describe('deep link and /start', () => {
  it('gives a t.me link with a start token and links the chat on /start <token>', async () => {
    const { api, deps, token, applicationId } = await setup();
    expect(deepLink(deps, token)).toBe(`https://t.me/club_test_bot?start=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    expect(await pollOnce(deps, 0)).toBe(1);
    const link = deps.db.select().from(telegramLinks).where(eq(telegramLinks.token, token)).get();
    expect(link?.chatId).toBe(String(CHAT));
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.text).toContain('напоминания включены');
    expect(api.sent[0]?.text).toContain('Пробное занятие: Бокс');
    expect(api.sent[0]?.text).toContain('https://club.example/booking/abc');
    // The confirmation carries no personal data of the application.
    expect(api.sent[0]?.text).not.toMatch(/Мария|Иванова|912/);
    expect(remindersOf(deps).map((r) => [r.applicationId, r.kind, r.dueAt])).toEqual([
      [applicationId, 'evening', msk(25, 19)],
      [applicationId, 'two_hours', msk(26, 16, 30)],
    ]);
  });

  it('a plain application without a visit gets only the confirmation', async () => {
    const { api, deps, token } = await setup({ visit: null });
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    expect(api.sent.map((m) => m.text)).toEqual([expect.stringContaining('заявка получена')]);
    expect(remindersOf(deps)).toEqual([]);
  });

  it('answers an unknown token and does not handle the same update twice', async () => {
    const { api, deps } = await setup();
    api.pushUpdate({ chatId: CHAT, text: '/start nosuchtoken' });
    await pollOnce(deps, 0);
    await pollOnce(deps, 0);
    expect(api.sent.map((m) => m.text)).toEqual([expect.stringContaining('Ссылка устарела')]);
  });

  it('ignores group chats and other text', async () => {
    const { api, deps, token } = await setup();
    api.pushUpdate({ chatId: -100, text: `/start ${token}`, chatType: 'group' });
    api.pushUpdate({ chatId: CHAT, text: 'привет' });
    await pollOnce(deps, 0);
    expect(api.sent).toEqual([]);
  });
});

describe('the reminder worker', () => {
  it('sends each reminder when due, once, with address and what to bring', async () => {
    const { api, clock, deps, token } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    api.sent.length = 0;

    clock.now = msk(25, 18, 59);
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 0 });
    clock.now = msk(25, 19);
    expect(await sendDueReminders(deps)).toEqual({ sent: 1, skipped: 0 });
    expect(api.sent[0]?.text).toContain('завтра занятие');
    expect(api.sent[0]?.text).toContain('С собой: спортивную форму');
    expect(api.sent[0]?.text).toContain('Адрес:');
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 0 });

    clock.now = msk(26, 16, 45);
    await sendDueReminders(deps);
    expect(api.sent.map((m) => m.text.split('\n')[0])).toEqual([
      'Напоминаем: завтра занятие.',
      'Через два часа занятие, ждём вас!',
    ]);
    clock.now = msk(26, 17);
    await sendDueReminders(deps);
    expect(api.sent).toHaveLength(2);
  });

  it('survives a restart: a new process on the same database sends what is due and nothing already sent', async () => {
    const { api, clock, deps, token } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    clock.now = msk(25, 20);
    await sendDueReminders(deps);
    expect(api.sent).toHaveLength(2);
    deps.db.$client.close();

    // The "restarted" server: a fresh connection, nothing in memory but the visit lookup (a field of the deps).
    const restarted: AppDeps = { ...deps, db: openDatabase(deps.env.dbFile) };
    await sendDueReminders(restarted);
    expect(api.sent).toHaveLength(2);
    clock.now = msk(26, 16, 31);
    await sendDueReminders(restarted);
    expect(api.sent).toHaveLength(3);
    expect(api.sent[2]?.text).toContain('Через два часа');
    restarted.db.$client.close();
  });

  it('two workers running at once still send a reminder once', async () => {
    const { api, clock, deps, token } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    clock.now = msk(25, 19, 5);
    const results = await Promise.all([sendDueReminders(deps), sendDueReminders(deps)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(api.sent).toHaveLength(2);
  });

  it('retries after Telegram asks to wait, and gives up on a blocked bot', async () => {
    const { api, clock, deps, token } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    clock.now = msk(25, 19);
    api.failSends(429);
    expect((await sendDueReminders(deps)).sent).toBe(0);
    expect((await sendDueReminders(deps)).sent).toBe(1);
    clock.now = msk(26, 16, 30);
    api.failSends(403);
    await sendDueReminders(deps);
    const two = remindersOf(deps).find((r) => r.kind === 'two_hours');
    expect(two?.failedAt).toBe(clock.now);
    await sendDueReminders(deps);
    expect(api.sent).toHaveLength(2);
  });

  it('does not send a reminder about a visit that has moved or begun', async () => {
    const { api, clock, deps, token } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    // The server was down all evening and comes back after the class started.
    clock.now = msk(26, 19);
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 2 });
    expect(api.sent).toHaveLength(1);
  });
});

describe('moves, cancellations and /stop', () => {
  it('confirms a move in the chat and plans the new reminders instead of the old', async () => {
    const { api, clock, deps, token, visitRef, applicationId } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    visitRef.current = { ...(visitRef.current as Visit), startsAt: msk(28, 11) };
    visitChanged(deps, applicationId);
    await sendDueReminders(deps);
    expect(api.sent.at(-1)?.text).toMatch(/^Запись перенесена/);
    expect(
      remindersOf(deps)
        .filter((r) => r.sentAt === null)
        .map((r) => [r.kind, r.dueAt]),
    ).toEqual([
      ['evening', msk(27, 19)],
      ['two_hours', msk(28, 9)],
    ]);
    // Calling it again for the same visit plans nothing twice.
    visitChanged(deps, applicationId);
    clock.now = msk(28, 10);
    await sendDueReminders(deps);
    expect(api.sent.filter((m) => m.text.startsWith('Через два часа'))).toHaveLength(1);
  });

  it('confirms a cancellation and sends no reminders afterwards', async () => {
    const { api, clock, deps, token, visitRef, applicationId } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    await pollOnce(deps, 0);
    const visit = visitRef.current as Visit;
    visitRef.current = null;
    visitCancelled(deps, applicationId, visit);
    clock.now = msk(26, 17);
    await sendDueReminders(deps);
    expect(api.sent.map((m) => m.text.split(':')[0])).toEqual([expect.any(String), 'Запись отменена']);
  });

  it('/stop ends the messages: unsent reminders are dropped, nothing more is sent', async () => {
    const { api, clock, deps, token } = await setup();
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    api.pushUpdate({ chatId: CHAT, text: '/stop' });
    await pollOnce(deps, 0);
    expect(api.sent.at(-1)?.text).toContain('сообщения отключены');
    expect(remindersOf(deps)).toEqual([]);
    clock.now = msk(26, 17);
    await sendDueReminders(deps);
    expect(api.sent).toHaveLength(2);
    api.pushUpdate({ chatId: CHAT, text: '/stop' });
    await pollOnce(deps, 0);
    expect(api.sent.at(-1)?.text).toContain('и так не приходят');
  });
});

describe('webhook and start-up', () => {
  it('refuses an update without the secret header and handles one with it', async () => {
    const { api, deps, token } = await setup({ publicUrl: 'https://club.example' });
    const app = createTestApp(deps);
    const body = JSON.stringify({
      update_id: 10,
      message: { message_id: 1, date: 0, chat: { id: CHAT, type: 'private' }, text: `/start ${token}` },
    });
    const post = (headers: Record<string, string>) =>
      app.request(WEBHOOK_PATH, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post({})).status).toBe(403);
    expect((await post({ 'X-Telegram-Bot-Api-Secret-Token': 'wrong' })).status).toBe(403);
    expect(api.sent).toEqual([]);
    expect((await post({ 'X-Telegram-Bot-Api-Secret-Token': webhookSecret(deps) })).status).toBe(200);
    expect(api.sent).toHaveLength(1);
    // Telegram's retry of the same update changes nothing.
    await post({ 'X-Telegram-Bot-Api-Secret-Token': webhookSecret(deps) });
    expect(api.sent).toHaveLength(1);
  });

  it('sets the webhook with its secret when PUBLIC_URL is set', async () => {
    const { api, deps } = await setup({ publicUrl: 'https://club.example/' });
    const bot = await startBot(deps);
    expect(bot.mode).toBe('webhook');
    expect(api.webhook).toEqual({ url: `https://club.example${WEBHOOK_PATH}`, secret_token: webhookSecret(deps) });
    await bot.stop();
  });

  it('polls getUpdates without PUBLIC_URL, after removing any webhook', async () => {
    const { api, deps, token } = await setup();
    api.webhook = { url: 'https://old.example/hook' };
    api.pushUpdate({ chatId: CHAT, text: `/start ${token}` });
    const bot = await startBot(deps);
    expect(bot.mode).toBe('polling');
    expect(api.webhook).toBeNull();
    await expect.poll(() => api.sent.length, { timeout: 5_000 }).toBe(1);
    await bot.stop();
  });
});
