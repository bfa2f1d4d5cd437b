import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubTimeToUnix } from '#shared/rules/trial-sessions';
import { applications, trialBookings } from '../db/schema';
import type { AppDeps } from '../deps';
import { defaultLawSettings, writeLawSettings } from '../lib/law-settings';
import { bookingIcs, foldIcsLine } from '../lib/trials/calendar';
import { type StandIn, startStandIn } from '../test/stand-in';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);

/** Monday 23 November 2026, 09:00 in Moscow; tests move it. */
let clock = clubTimeToUnix('2026-11-23', '09:00');
let deps: AppDeps;
let captcha: StandIn;
let telegram: StandIn;

const visitor = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  lastname: 'Иванова',
  phone: `+7 900 000-00-${String(name.length).padStart(2, '0')}`,
  age: 8,
  // A child: the parent gives the consent.
  guardianName: 'Ольга Иванова',
  direction: 'Karate' as const,
  consent: true as const,
  recaptchaResponse: 'ok',
  ...extra,
});

beforeEach(async () => {
  clock = clubTimeToUnix('2026-11-23', '09:00');
  captcha = await startStandIn(() => ({ json: { success: true } }));
  telegram = await startStandIn(() => ({ json: { ok: true } }));
  deps = createTestDeps({
    now: () => clock,
    env: {
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_VERIFY_URL: `${captcha.url}/siteverify`,
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_CHAT_ID: '42',
      TELEGRAM_API_URL: telegram.url,
    },
  });
});
afterEach(async () => {
  await captcha.close();
  await telegram.close();
});
afterAll(cleanup);

const site = () => createCaller(createContext(deps, { ip: '198.51.100.1' }));
const admin = async () => createCaller(createContext(deps, { authorization: await adminToken(deps) }));

/** A Wednesday 18:00 karate slot for ages 6-12 with the given places. */
async function wednesdaySlot(capacity = 2) {
  return (await admin()).trials.slots.create({
    weekday: 3,
    time: '18:00',
    direction: 'Karate',
    title: 'Дети 6–12 лет',
    ageMin: 6,
    ageMax: 12,
    capacity,
  });
}
const tokenOf = (url: string) =>
  url
    .split('/')
    .filter(Boolean)
    .find((part) => part.length >= 20) as string;
const telegramTexts = () => telegram.requests.map((r) => JSON.parse(r.body).text as string);

describe('trial sessions', () => {
  it('lists the fitting sessions of the next 14 days with seats left', async () => {
    const slot = await wednesdaySlot();
    await (await admin()).trials.slots.create({ weekday: 3, time: '19:00', direction: 'Karate', ageMin: 13, ageMax: 60 });
    const sessions = await site().trials.sessions.list({ direction: 'Karate', age: 8 });
    expect(sessions).toEqual([
      expect.objectContaining({ id: `${slot.id}-2026-11-25`, date: '2026-11-25', time: '18:00', capacity: 2, seatsLeft: 2 }),
      expect.objectContaining({ id: `${slot.id}-2026-12-02`, date: '2026-12-02', seatsLeft: 2 }),
    ]);
    expect(await site().trials.sessions.list({ direction: 'Boxing', age: 8 })).toEqual([]);
  });

  it('books the seats, then waitlists or refuses with 409; promotes the first waitlisted on cancel', async () => {
    // The club allows names and phones in its chat (without it: server/lib/club-messages.test.ts).
    writeLawSettings(deps, { ...defaultLawSettings, telegramIncludeContacts: true });
    const slot = await wednesdaySlot(2);
    const sessionId = `${slot.id}-2026-11-25`;
    const first = await site().applications.submit(visitor('Аня', { sessionId }));
    const second = await site().applications.submit(visitor('Вера', { sessionId }));
    expect(first.booking).toMatchObject({ status: 'booked', sessionId, date: '2026-11-25', time: '18:00' });
    expect(second.booking?.status).toBe('booked');
    expect((await site().trials.sessions.list({}))[0]?.seatsLeft).toBe(0);

    await expect(site().applications.submit(visitor('Галина', { sessionId }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'На это занятие мест больше нет. Выберите другое время или встаньте в лист ожидания',
    });
    // Refused without the waitlist: nothing stored.
    expect(deps.db.select().from(applications).all()).toHaveLength(2);

    const third = await site().applications.submit(visitor('Дарья', { sessionId, waitlist: true }));
    const fourth = await site().applications.submit(visitor('Евгения', { sessionId, waitlist: true }));
    expect(third.booking?.status).toBe('waitlisted');
    const thirdView = await site().trials.booking.read({ token: tokenOf(third.booking?.cancelUrl ?? '') });
    expect(thirdView).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, name: 'Дарья' });
    expect((await site().trials.booking.read({ token: tokenOf(fourth.booking?.cancelUrl ?? '') }))?.waitlistPosition).toBe(2);

    const firstToken = tokenOf(first.booking?.cancelUrl ?? '');
    expect(await site().trials.booking.cancel({ token: firstToken })).toEqual({ promoted: true });
    expect(await site().trials.booking.read({ token: tokenOf(third.booking?.cancelUrl ?? '') })).toMatchObject({
      status: 'booked',
      waitlistPosition: null,
    });
    expect((await site().trials.booking.read({ token: tokenOf(fourth.booking?.cancelUrl ?? '') }))?.waitlistPosition).toBe(1);
    const statuses = Object.fromEntries(
      deps.db
        .select()
        .from(applications)
        .all()
        .map((a) => [a.name, a.status]),
    );
    expect(statuses).toEqual({ Аня: 'new', Вера: 'booked', Дарья: 'booked', Евгения: 'waitlisted' });
    const cancelled = deps.db
      .select()
      .from(applications)
      .all()
      .find((a) => a.name === 'Аня');
    expect(cancelled?.note).toBe('Отменил(а) пробное занятие 25 ноября, среда, 18:00 по ссылке');

    // The admin hears about each application and about the cancellation with the promotion.
    const texts = telegramTexts();
    // A booked seat is named once, through the visit the reminders use; a waitlist place has its own line.
    expect(texts[0]).toContain('Пробное занятие: ср, 25 ноября в 18:00');
    expect(texts[0]).not.toContain('Пробное:');
    expect(texts[2]).toContain('Пробное: 25 ноября, среда, 18:00 — лист ожидания (мест нет)');
    expect(texts.at(-1)).toBe(
      [
        'Отмена пробного занятия',
        'Занятие: 25 ноября, среда, 18:00',
        'Отменил(а): Аня Иванова, +7 900 000-00-03',
        'Место получил(а) из листа ожидания: Дарья Иванова, +7 900 000-00-05 — позвоните, чтобы предупредить',
      ].join('\n'),
    );
  });

  it('refuses a wrong token and the same link a second time', async () => {
    const slot = await wednesdaySlot();
    const { booking } = await site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-25` }));
    const token = tokenOf(booking?.cancelUrl ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const linkInvalid = { code: 'NOT_FOUND', message: 'Ссылка недействительна: запись уже отменена или перенесена' };
    expect(await site().trials.booking.read({ token: 'A'.repeat(32) })).toBeNull();
    await expect(site().trials.booking.read({ token: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Only the hash is stored.
    expect(deps.db.select().from(trialBookings).all()[0]?.tokenHash).not.toContain(token);
    await site().trials.booking.cancel({ token });
    await expect(site().trials.booking.cancel({ token })).rejects.toMatchObject(linkInvalid);
    expect(await site().trials.booking.read({ token })).toBeNull();
    expect((await site().trials.sessions.list({}))[0]?.seatsLeft).toBe(2);
  });

  it('moves a visit: the old seat is freed, a new link replaces the old one', async () => {
    const slot = await wednesdaySlot(1);
    const { booking } = await site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-25` }));
    const waiting = await site().applications.submit(visitor('Вера', { sessionId: `${slot.id}-2026-11-25`, waitlist: true }));
    const oldToken = tokenOf(booking?.cancelUrl ?? '');
    const moved = await site().trials.booking.move({ token: oldToken, sessionId: `${slot.id}-2026-12-02` });
    expect(moved).toMatchObject({ status: 'booked', date: '2026-12-02' });
    expect(await site().trials.booking.read({ token: oldToken })).toBeNull();
    expect(await site().trials.booking.read({ token: tokenOf(moved.cancelUrl) })).toMatchObject({
      date: '2026-12-02',
      status: 'booked',
    });
    expect((await site().trials.booking.read({ token: tokenOf(waiting.booking?.cancelUrl ?? '') }))?.status).toBe('booked');
    expect(telegramTexts().at(-1)).toContain('Стало: 2 декабря, среда, 18:00');
  });

  it('shows each application its latest booking in the inbox and its CSV', async () => {
    const slot = await wednesdaySlot(1);
    const sessionId = `${slot.id}-2026-11-25`;
    const moving = await site().applications.submit(visitor('Аня', { sessionId }));
    await site().applications.submit(visitor('Вера', { sessionId, waitlist: true }));
    await site().applications.submit(visitor('Галина'));
    await site().trials.booking.move({ token: tokenOf(moving.booking?.cancelUrl ?? ''), sessionId: `${slot.id}-2026-12-02` });
    const ids = Object.fromEntries(
      deps.db
        .select()
        .from(applications)
        .all()
        .map((a) => [a.name, a.id]),
    );

    const bookings = await (await admin()).trials.inbox.bookings();
    // After a move, the new session; the waitlisted one got the freed seat; a plain application has none.
    expect(bookings.sort((a, b) => a.applicationId - b.applicationId)).toEqual([
      {
        applicationId: ids.Аня,
        sessionId: `${slot.id}-2026-12-02`,
        date: '2026-12-02',
        time: '18:00',
        direction: 'Karate',
        title: 'Дети 6–12 лет',
        status: 'booked',
        attendance: null,
      },
      expect.objectContaining({ applicationId: ids.Вера, date: '2026-11-25', status: 'booked' }),
    ]);

    const csv = await (await admin()).applications.exportCsv();
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]?.endsWith(';Пробное занятие;Запись на пробное')).toBe(true);
    const lineOf = (name: string) => lines.find((line) => line.split(';')[1] === name) ?? '';
    const trialColumns = (name: string) => lineOf(name).split(';').slice(-2);
    expect(trialColumns('Аня')).toEqual(['2 декабря, среда, 18:00 · Каратэ, Дети 6–12 лет', 'записан(а)']);
    expect(trialColumns('Вера')).toEqual(['25 ноября, среда, 18:00 · Каратэ, Дети 6–12 лет', 'записан(а)']);
    expect(trialColumns('Галина')).toEqual(['', '']);
  });

  it('refuses a past, closed, unknown or unfitting session', async () => {
    const slot = await wednesdaySlot();
    await expect(site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-18` }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Это занятие уже началось или прошло: выберите другое время',
    });
    await expect(site().applications.submit(visitor('Аня', { sessionId: '999-2026-11-25' }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Занятие не найдено',
    });
    await expect(site().applications.submit(visitor('Аня', { sessionId: 'nonsense' }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Beyond the 14 days and on a wrong weekday: not a session.
    await expect(site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-12-09` }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-26` }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-25`, age: 30 })),
    ).rejects.toMatchObject({
      message: 'Это занятие для возраста от 6 до 12 лет: выберите другое',
    });
    await expect(
      site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-25`, direction: 'Boxing' })),
    ).rejects.toMatchObject({ message: 'Это занятие другого направления: выберите занятие из списка' });

    const booked = await site().applications.submit(visitor('Вера', { sessionId: `${slot.id}-2026-11-25` }));
    const { bookings } = await (await admin()).trials.closures.close({ slotId: slot.id, date: '2026-11-25', reason: 'Турнир' });
    expect(bookings).toEqual([expect.objectContaining({ name: 'Вера', phone: '+7 900 000-00-04', status: 'booked' })]);
    await expect(site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-25` }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'На эту дату запись закрыта: выберите другое время',
    });
    expect((await site().trials.sessions.list({})).map((s) => s.date)).toEqual(['2026-12-02']);
    const sessions = await (await admin()).trials.sessions.admin();
    expect(sessions.find((s) => s.date === '2026-11-25')).toMatchObject({ closed: true, closedReason: 'Турнир' });
    expect((await (await admin()).trials.closures.list())[0]?.bookings).toHaveLength(1);
    expect(booked.booking?.status).toBe('booked');
    await (await admin()).trials.closures.reopen({ slotId: slot.id, date: '2026-11-25' });
    expect((await site().trials.sessions.list({}))[0]?.date).toBe('2026-11-25');
    await expect(
      (await admin()).trials.closures.close({ slotId: slot.id, date: '2026-11-26', reason: '' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('stores a plain application without a session exactly as before', async () => {
    const result = await site().applications.submit(visitor('Аня'));
    expect(result).toEqual({ message: 'Заявка успешно отправлена', reminderUrl: null });
    expect(deps.db.select().from(applications).all()).toEqual([expect.objectContaining({ name: 'Аня', status: 'new' })]);
    expect(deps.db.select().from(trialBookings).all()).toEqual([]);
  });

  it('marks attendance, the application follows, and the funnel counts it', async () => {
    const slot = await wednesdaySlot(3);
    const sessionId = `${slot.id}-2026-11-25`;
    await site().applications.submit(visitor('Аня', { sessionId }));
    await site().applications.submit(visitor('Вера', { sessionId }));
    await site().applications.submit(visitor('Галина'));
    clock = clubTimeToUnix('2026-11-25', '19:30');
    const sessions = await (await admin()).trials.sessions.admin();
    const session = sessions.find((s) => s.id === sessionId);
    expect(session).toMatchObject({ past: true, capacity: 3 });
    expect(session?.attendees.map((a) => [a.name, a.firstVisit, a.status])).toEqual([
      ['Аня', true, 'booked'],
      ['Вера', true, 'booked'],
    ]);
    const [anya, vera] = session?.attendees ?? [];
    await (await admin()).trials.attendance.mark({ bookingId: anya?.bookingId ?? 0, attendance: 'came' });
    await (await admin()).trials.attendance.mark({ bookingId: vera?.bookingId ?? 0, attendance: 'no-show' });
    await (await admin()).applications.update({ id: anya?.applicationId ?? 0, status: 'joined' });
    // The inbox filters by the new statuses.
    expect((await (await admin()).applications.list({ status: 'no-show' })).map((a) => a.name)).toEqual(['Вера']);

    const funnel = await (await admin()).trials.funnel.get({ month: '2026-11' });
    expect(funnel.total).toEqual({
      direction: null,
      applications: 3,
      bookings: 2,
      came: 1,
      noShow: 1,
      showUpRate: 0.5,
      joined: 1,
    });
    expect(funnel.byDirection).toEqual([expect.objectContaining({ direction: 'Karate', applications: 3 })]);
    expect((await (await admin()).trials.funnel.get({ month: '2026-12' })).total.applications).toBe(0);
    const csv = await (await admin()).trials.funnel.csv({ month: '2026-11' });
    expect(csv).toContain('Каратэ');
    expect(csv).toContain('50');
  });

  it('keeps every admin procedure behind the login', async () => {
    const anonymous = site();
    for (const call of [
      () => anonymous.trials.slots.list(),
      () => anonymous.trials.slots.create({ weekday: 1, time: '10:00', direction: 'Mma', ageMin: 6, ageMax: 10 }),
      () => anonymous.trials.sessions.admin(),
      () => anonymous.trials.inbox.bookings(),
      () => anonymous.trials.attendance.mark({ bookingId: 1, attendance: 'came' }),
      () => anonymous.trials.funnel.get({}),
      () => anonymous.trials.funnel.csv({ month: '2026-11' }),
      () => anonymous.trials.closures.close({ slotId: 1, date: '2026-11-25', reason: '' }),
      () => anonymous.trials.settings.update({ whatToBring: 'x' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('validates the slot in Russian', async () => {
    const caller = await admin();
    await expect(
      caller.trials.slots.create({ weekday: 8, time: '25:00', direction: 'Mma', ageMin: 12, ageMax: 6 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Время: в формате ЧЧ:ММ'),
    });
  });
});

describe('the calendar file', () => {
  it('is RFC 5545: CRLF, folded lines, Moscow time zone and the address', async () => {
    const slot = await wednesdaySlot();
    const { booking } = await site().applications.submit(visitor('Аня', { sessionId: `${slot.id}-2026-11-25` }));
    const ics = bookingIcs(deps, tokenOf(booking?.cancelUrl ?? ''), 'https://club.example');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('TZID:Europe/Moscow');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Moscow:20261125T180000');
    expect(unfolded).toContain('DTEND;TZID=Europe/Moscow:20261125T190000');
    expect(unfolded).toContain('LOCATION:Город\\, Адрес уточняется\\, 2 этаж');
    expect(unfolded).toContain('SUMMARY:Пробное занятие: Каратэ — Академия единоборств');
  });

  it('folds by octets without splitting a Cyrillic letter', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'Ж'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'Ж'.repeat(100)}`);
  });
});
