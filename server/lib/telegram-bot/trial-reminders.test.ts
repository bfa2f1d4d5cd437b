import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { applications, telegramLinks, telegramReminders, trialBookings } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { type StandIn, startStandIn } from '#server/test/stand-in';
import { type BotApiStandIn, startBotApiStandIn } from '#server/test/telegram-bot-api';
import { adminToken, cleanup, createTestDeps } from '#server/test/test-app';
import { createContext } from '#server/trpc/context';
import { createCallerFactory } from '#server/trpc/init';
import { clubTimeToUnix } from '#shared/rules/trial-sessions';
import { appRouter } from '../../routers/_app';
import { deleteApplicationOnRequest, runRetention } from '../retention';
import { hashBookingToken } from '../trials/tokens';
import { pollOnce } from './bot';
import { sendDueReminders } from './reminders';

/**
 * The reminders of a real trial booking: booked through the site's procedures, linked to a chat
 * through the local Bot API stand-in, cancelled and moved through the private link.
 */
const createCaller = createCallerFactory(appRouter);
const CHAT = 555001;
const msk = (date: string, time: string) => clubTimeToUnix(date, time);

let clock: number;
let deps: AppDeps;
let api: BotApiStandIn;
let captcha: StandIn;

beforeEach(async () => {
  // Monday 23 November 2026, 09:00 in Moscow.
  clock = msk('2026-11-23', '09:00');
  api = await startBotApiStandIn();
  captcha = await startStandIn(() => ({ json: { success: true } }));
  deps = createTestDeps({
    now: () => clock,
    env: {
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_VERIFY_URL: `${captcha.url}/siteverify`,
      TELEGRAM_BOT_TOKEN: api.token,
      TELEGRAM_BOT_USERNAME: 'club_test_bot',
      TELEGRAM_API_URL: api.url,
      PUBLIC_URL: 'https://club.example',
    },
  });
});
afterEach(async () => {
  await api.close();
  await captcha.close();
});
afterAll(cleanup);

const site = () => createCaller(createContext(deps, { ip: '198.51.100.7' }));
const admin = async () => createCaller(createContext(deps, { authorization: await adminToken(deps) }));

async function slot(fields: { weekday: number; time: string; capacity?: number }) {
  return (await admin()).trials.slots.create({
    direction: 'Karate',
    title: 'Дети 6–12 лет',
    ageMin: 6,
    ageMax: 12,
    capacity: 2,
    ...fields,
  });
}

let phone = 10;
/** Books a session as a visitor would and presses Start in the bot; returns the private link's token. */
async function bookAndLink(sessionId: string, options: { chat?: number; waitlist?: boolean } = {}) {
  phone += 1;
  const outcome = await site().applications.submit({
    name: 'Аня',
    lastname: 'Иванова',
    phone: `+7 900 000-00-${phone}`,
    age: 8,
    guardianName: 'Ольга Иванова',
    direction: 'Karate',
    consent: true,
    recaptchaResponse: 'ok',
    sessionId,
    waitlist: options.waitlist,
  });
  const start = new URL(outcome.reminderUrl ?? '').searchParams.get('start');
  api.pushUpdate({ chatId: options.chat ?? CHAT, text: `/start ${start}` });
  await pollOnce(deps, 0);
  const path = outcome.booking?.cancelUrl ?? '';
  const newest = deps.db.select({ id: applications.id }).from(applications).orderBy(desc(applications.id)).get();
  return {
    applicationId: newest?.id as number,
    token: path.split('/').at(-1) as string,
    cancelUrl: `https://club.example${path}`,
  };
}

const unsent = (applicationId: number) =>
  deps.db
    .select()
    .from(telegramReminders)
    .where(eq(telegramReminders.applicationId, applicationId))
    .all()
    .filter((r) => r.sentAt === null)
    .sort((a, b) => a.dueAt - b.dueAt)
    .map((r) => [r.kind, r.dueAt]);
const textsTo = (chat: number) => api.sent.filter((m) => String(m.chat_id) === String(chat)).map((m) => m.text);

describe('reminders of a trial booking', () => {
  it('reminds the evening before and two hours before, with the address, what to bring and the private link', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    const { applicationId, token, cancelUrl } = await bookAndLink(`${id}-2026-11-25`);

    const [linked] = textsTo(CHAT);
    expect(linked).toContain('напоминания включены');
    expect(linked).toContain('Пробное занятие: Каратэ (Дети 6–12 лет)');
    expect(linked).toContain(cancelUrl);
    expect(unsent(applicationId)).toEqual([
      ['evening', msk('2026-11-24', '19:00')],
      ['two_hours', msk('2026-11-25', '16:00')],
    ]);

    clock = msk('2026-11-24', '19:00');
    expect(await sendDueReminders(deps)).toEqual({ sent: 1, skipped: 0 });
    const evening = textsTo(CHAT)[1] ?? '';
    expect(evening.split('\n')[0]).toBe('Напоминаем: завтра занятие.');
    expect(evening).toContain('Когда: ср, 25 ноября в 18:00');
    expect(evening).toMatch(/Адрес: .+/);
    // The booking's own 'what to bring' (the slot screen's setting).
    expect(evening).toContain('С собой: Спортивную форму');
    expect(evening).toContain(`Отменить или перенести запись: ${cancelUrl}`);
    // The link in the reminder is the visitor's working private link.
    expect(await site().trials.booking.read({ token })).toMatchObject({ status: 'booked', date: '2026-11-25' });
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 0 });

    clock = msk('2026-11-25', '16:00');
    await sendDueReminders(deps);
    expect(textsTo(CHAT).map((t) => t.split('\n')[0])).toEqual([
      expect.stringContaining('напоминания включены'),
      'Напоминаем: завтра занятие.',
      'Через два часа занятие, ждём вас!',
    ]);
  });

  it('plans across midnight: a 00:30 class is reminded at 19:00 and 22:30 the day before', async () => {
    // Thursday 00:30: both reminders fall on Wednesday.
    const { id } = await slot({ weekday: 4, time: '00:30' });
    const { applicationId } = await bookAndLink(`${id}-2026-11-26`);
    expect(unsent(applicationId)).toEqual([
      ['evening', msk('2026-11-25', '19:00')],
      ['two_hours', msk('2026-11-25', '22:30')],
    ]);
    clock = msk('2026-11-25', '22:30');
    expect(await sendDueReminders(deps)).toEqual({ sent: 2, skipped: 0 });
    expect(textsTo(CHAT).at(-1)).toContain('Когда: чт, 26 ноября в 00:30');
  });

  it('after a restart sends what is due and nothing already sent', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    await bookAndLink(`${id}-2026-11-25`);
    clock = msk('2026-11-24', '20:00');
    await sendDueReminders(deps);
    expect(textsTo(CHAT)).toHaveLength(2);
    deps.db.$client.close();

    // A new process: a fresh connection; the visit lookup travels with the deps (createDeps sets it).
    const restarted: AppDeps = { ...deps, db: openDatabase(deps.env.dbFile) };
    expect(await sendDueReminders(restarted)).toEqual({ sent: 0, skipped: 0 });
    clock = msk('2026-11-25', '16:05');
    expect(await sendDueReminders(restarted)).toEqual({ sent: 1, skipped: 0 });
    expect(await sendDueReminders(restarted)).toEqual({ sent: 0, skipped: 0 });
    const texts = textsTo(CHAT);
    expect(texts).toHaveLength(3);
    expect(texts[2]).toContain('Через два часа');
    // The private link survived the restart in the reminder.
    expect(texts[2]).toContain('https://club.example/trial/');
    restarted.db.$client.close();
  });

  it('a cancellation through the private link is confirmed in the chat and drops the reminders', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    const { applicationId, token } = await bookAndLink(`${id}-2026-11-25`);
    await site().trials.booking.cancel({ token });
    expect(unsent(applicationId)).toEqual([['cancelled', clock]]);
    expect(await sendDueReminders(deps)).toEqual({ sent: 1, skipped: 0 });
    expect(textsTo(CHAT).at(-1)).toBe(
      'Запись отменена: Пробное занятие: Каратэ (Дети 6–12 лет). Будем рады видеть вас в другой раз — запишитесь на сайте клуба.',
    );
    // The used link is no longer kept anywhere.
    expect(
      deps.db
        .select()
        .from(telegramLinks)
        .all()
        .map((l) => l.bookingLink),
    ).toEqual([null]);
    clock = msk('2026-11-25', '17:00');
    await sendDueReminders(deps);
    expect(textsTo(CHAT)).toHaveLength(2);
  });

  it('a move is confirmed with the new time and new link, and its reminders replace the old ones', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    const { applicationId, token } = await bookAndLink(`${id}-2026-11-25`);
    const moved = await site().trials.booking.move({ token, sessionId: `${id}-2026-12-02`, waitlist: false });
    const newUrl = `https://club.example${moved.cancelUrl}`;
    expect(unsent(applicationId)).toEqual([
      ['moved', clock],
      ['evening', msk('2026-12-01', '19:00')],
      ['two_hours', msk('2026-12-02', '16:00')],
    ]);
    await sendDueReminders(deps);
    const confirmation = textsTo(CHAT).at(-1) ?? '';
    expect(confirmation.split('\n')[0]).toBe('Запись перенесена.');
    expect(confirmation).toContain('Когда: ср, 2 декабря в 18:00');
    expect(confirmation).toContain(newUrl);
    expect(confirmation).not.toContain(token);

    // Nothing about the old date goes out; the new date's reminders carry the new link.
    clock = msk('2026-11-25', '17:00');
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 0 });
    clock = msk('2026-12-01', '19:00');
    await sendDueReminders(deps);
    expect(textsTo(CHAT).at(-1)).toContain(newUrl);
    expect(textsTo(CHAT)).toHaveLength(3);
  });

  it('a seat freed by a cancellation promotes the first waitlisted visitor, whose chat is told and reminded', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00', capacity: 1 });
    const first = await bookAndLink(`${id}-2026-11-25`);
    const waiting = await bookAndLink(`${id}-2026-11-25`, { chat: CHAT + 1, waitlist: true });
    // On the waitlist there is no visit yet: nothing is planned.
    expect(unsent(waiting.applicationId)).toEqual([]);

    await site().trials.booking.cancel({ token: first.token });
    expect(unsent(waiting.applicationId)).toEqual([
      ['promoted', clock],
      ['evening', msk('2026-11-24', '19:00')],
      ['two_hours', msk('2026-11-25', '16:00')],
    ]);
    await sendDueReminders(deps);
    const promoted = textsTo(CHAT + 1).at(-1) ?? '';
    expect(promoted.split('\n')[0]).toBe('Освободилось место: вы записаны!');
    expect(promoted).toContain(waiting.cancelUrl);
  });

  it('no reminder asks anyone to come to a session the admin closed', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    await bookAndLink(`${id}-2026-11-25`);
    await (await admin()).trials.closures.close({ slotId: id, date: '2026-11-25', reason: 'Соревнования' });
    clock = msk('2026-11-24', '19:00');
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 1 });
  });
});

describe('the kept private link', () => {
  it('is stored sealed, never as the token itself', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    const { token } = await bookAndLink(`${id}-2026-11-25`);
    const row = deps.db.select().from(telegramLinks).get();
    expect(row?.bookingLink).toEqual(expect.any(String));
    expect(row?.bookingLink).not.toContain(token);
    expect(row?.bookingLink).not.toContain(hashBookingToken(token));
    // Under another server secret it cannot be opened: the reminder goes out without the link.
    const other: AppDeps = { ...deps, jwtSecret: new TextEncoder().encode('another-secret-of-at-least-32-characters') };
    clock = msk('2026-11-24', '19:00');
    await sendDueReminders(other);
    expect(textsTo(CHAT).at(-1)).not.toContain('/trial/');
  });

  it('is forgotten by /stop', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    await bookAndLink(`${id}-2026-11-25`);
    api.pushUpdate({ chatId: CHAT, text: '/stop' });
    await pollOnce(deps, 0);
    expect(deps.db.select().from(telegramLinks).get()?.bookingLink).toBeNull();
    expect(deps.db.select().from(telegramReminders).all()).toEqual([]);
  });

  it('is forgotten by the retention job once the visit has begun, and deleted with the application', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    const { applicationId } = await bookAndLink(`${id}-2026-11-25`);
    const keptLink = () => deps.db.select().from(telegramLinks).get()?.bookingLink ?? null;
    expect(runRetention(deps)).toBe(0);
    expect(keptLink()).not.toBeNull();
    clock = msk('2026-11-25', '18:00');
    expect(runRetention(deps)).toBe(0);
    expect(keptLink()).toBeNull();
    // The application itself stays until its retention period ends.
    expect(deps.db.select().from(applications).all()).toHaveLength(1);

    // Twelve months on, the retention job deletes it with its booking, link and reminders.
    clock = msk('2027-11-24', '09:00');
    expect(runRetention(deps)).toBe(1);
    expect(deps.db.select().from(telegramLinks).all()).toEqual([]);
    expect(deps.db.select().from(telegramReminders).all()).toEqual([]);
    expect(deps.db.select().from(trialBookings).where(eq(trialBookings.applicationId, applicationId)).all()).toEqual([]);
  });

  it('is deleted with the application at the person\u2019s request, with the reminders', async () => {
    const { id } = await slot({ weekday: 3, time: '18:00' });
    const { applicationId } = await bookAndLink(`${id}-2026-11-25`);
    expect(deps.db.select().from(telegramReminders).all()).toHaveLength(2);
    expect(deleteApplicationOnRequest(deps, applicationId, 1)).toBe(true);
    expect(deps.db.select().from(telegramLinks).all()).toEqual([]);
    expect(deps.db.select().from(telegramReminders).all()).toEqual([]);
    clock = msk('2026-11-25', '16:00');
    expect(await sendDueReminders(deps)).toEqual({ sent: 0, skipped: 0 });
    expect(textsTo(CHAT)).toHaveLength(1);
  });
});
