import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubTimeToUnix } from '#shared/rules/trial-sessions';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { appRouter } from '../routers/_app';
import { type StandIn, startStandIn } from '../test/stand-in';
import { type BotApiStandIn, startBotApiStandIn } from '../test/telegram-bot-api';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { defaultLawSettings, writeLawSettings } from './law-settings';

/**
 * Every kind of message to the club's chat, with 'Передавать имя и телефон' off (the default) and on,
 * through the site's procedures and the local Bot API stand-in. Off: no name, no phone, what
 * happened and a link to the application in the admin area. On: the name and phone.
 */
const createCaller = createCallerFactory(appRouter);
const ORIGIN = 'https://club.example';
const CLUB_CHAT = '-100500';

let clock: number;
let deps: AppDeps;
let api: BotApiStandIn;
let captcha: StandIn;

beforeEach(async () => {
  // Monday 23 November 2026, 09:00 in Moscow.
  clock = clubTimeToUnix('2026-11-23', '09:00');
  api = await startBotApiStandIn();
  captcha = await startStandIn(() => ({ json: { success: true } }));
  deps = createTestDeps({
    now: () => clock,
    env: {
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_VERIFY_URL: `${captcha.url}/siteverify`,
      TELEGRAM_BOT_TOKEN: api.token,
      TELEGRAM_CHAT_ID: CLUB_CHAT,
      TELEGRAM_API_URL: api.url,
      PUBLIC_URL: ORIGIN,
    },
  });
});
afterEach(async () => {
  await api.close();
  await captcha.close();
});
afterAll(cleanup);

const site = () => createCaller(createContext(deps, { ip: '198.51.100.9' }));
const admin = async () => createCaller(createContext(deps, { authorization: await adminToken(deps) }));

let phones = 0;
const visitor = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  lastname: 'Смирнова',
  phone: `+7 901 555-44-${String(++phones).padStart(2, '0')}`,
  age: 9,
  guardianName: 'Ольга Смирнова',
  direction: 'Karate' as const,
  consent: true as const,
  recaptchaResponse: 'ok',
  ...extra,
});

/** A Wednesday 18:00 karate slot for ages 6-12 with one place: the second visitor waits. */
async function oneSeatSession() {
  const slot = await (await admin()).trials.slots.create({
    weekday: 3,
    time: '18:00',
    direction: 'Karate',
    title: 'Дети',
    ageMin: 6,
    ageMax: 12,
    capacity: 1,
  });
  return { booked: `${slot.id}-2026-11-25`, later: `${slot.id}-2026-12-02` };
}

const tokenOf = (url: string) => url.split('/').filter(Boolean).at(-1) as string;
const clubTexts = () => api.sent.filter((m) => String(m.chat_id) === CLUB_CHAT).map((m) => m.text);
const idOf = (name: string) =>
  deps.db
    .select()
    .from(applications)
    .all()
    .find((a) => a.name === name)?.id;
const link = (name: string) => `${ORIGIN}/admin/applications#application-${idOf(name)}`;
const contactsOf = (name: string) => {
  const row = deps.db
    .select()
    .from(applications)
    .all()
    .find((a) => a.name === name);
  return `${row?.name} ${row?.lastname}, ${row?.phone}`;
};

/** No name, surname or phone of anybody in the texts. */
function expectNoPersonalData(texts: string[]) {
  for (const text of texts) expect(text).not.toMatch(/Смирнова|Анна|Вера|\+7 901/);
}

describe.each([
  { contacts: false, label: 'off (the default)' },
  { contacts: true, label: 'on' },
])('club messages with "Передавать имя и телефон" $label', ({ contacts }) => {
  beforeEach(() => {
    if (contacts) writeLawSettings(deps, { ...defaultLawSettings, telegramIncludeContacts: true });
  });

  it('a new application without a session', async () => {
    await site().applications.submit(visitor('Анна'));
    const [text] = clubTexts();
    expect(text).toContain('Новая заявка с сайта\nНаправление: Каратэ');
    expect(text).toContain(`Открыть заявку: ${link('Анна')}`);
    if (contacts) expect(text).toContain(`Имя: Анна Смирнова\nТелефон: ${contactsOf('Анна').split(', ')[1]}`);
    else expectNoPersonalData(clubTexts());
  });

  it('a new application with a booked session, and one on the waitlist', async () => {
    const { booked } = await oneSeatSession();
    await site().applications.submit(visitor('Анна', { sessionId: booked }));
    await site().applications.submit(visitor('Вера', { sessionId: booked, waitlist: true }));
    const [first, second] = clubTexts();
    expect(first).toContain('Пробное занятие: ср, 25 ноября в 18:00');
    expect(second).toContain('Пробное: 25 ноября, среда, 18:00 — лист ожидания (мест нет)');
    expect(second).toContain(`Открыть заявку: ${link('Вера')}`);
    if (contacts) {
      expect(first).toContain('Имя: Анна Смирнова');
      expect(second).toContain('Имя: Вера Смирнова');
    } else expectNoPersonalData(clubTexts());
  });

  it('a cancellation that gives the seat to the waitlist (a promotion)', async () => {
    const { booked } = await oneSeatSession();
    const anna = await site().applications.submit(visitor('Анна', { sessionId: booked }));
    await site().applications.submit(visitor('Вера', { sessionId: booked, waitlist: true }));
    await site().trials.booking.cancel({ token: tokenOf(anna.booking?.cancelUrl ?? '') });
    const who = (name: string) => (contacts ? contactsOf(name) : `заявка ${link(name)}`);
    expect(clubTexts().at(-1)).toBe(
      [
        'Отмена пробного занятия',
        'Занятие: 25 ноября, среда, 18:00',
        `Отменил(а): ${who('Анна')}`,
        `Место получил(а) из листа ожидания: ${who('Вера')} — позвоните, чтобы предупредить`,
      ].join('\n'),
    );
    if (!contacts) expectNoPersonalData(clubTexts());
  });

  it('a cancellation with nobody waiting', async () => {
    const { booked } = await oneSeatSession();
    const anna = await site().applications.submit(visitor('Анна', { sessionId: booked }));
    await site().trials.booking.cancel({ token: tokenOf(anna.booking?.cancelUrl ?? '') });
    const text = clubTexts().at(-1);
    expect(text).toContain(`Отменил(а): ${contacts ? contactsOf('Анна') : `заявка ${link('Анна')}`}`);
    expect(text).toContain('Место свободно');
    if (!contacts) expectNoPersonalData(clubTexts());
  });

  it('a move that frees a seat for the waitlist', async () => {
    const { booked, later } = await oneSeatSession();
    const anna = await site().applications.submit(visitor('Анна', { sessionId: booked }));
    await site().applications.submit(visitor('Вера', { sessionId: booked, waitlist: true }));
    await site().trials.booking.move({ token: tokenOf(anna.booking?.cancelUrl ?? ''), sessionId: later });
    const who = (name: string) => (contacts ? contactsOf(name) : `заявка ${link(name)}`);
    expect(clubTexts().at(-1)).toBe(
      [
        'Перенос пробного занятия',
        who('Анна'),
        'Было: 25 ноября, среда, 18:00',
        'Стало: 2 декабря, среда, 18:00',
        `Место на 25 ноября, среда, 18:00 получил(а) из листа ожидания: ${who('Вера')} — позвоните, чтобы предупредить`,
      ].join('\n'),
    );
    if (!contacts) expectNoPersonalData(clubTexts());
  });
});

describe('the privacy policy learns whether the club chat is configured', () => {
  it('gets the club chat sentence (cross-border, Roskomnadzor) only when the bot token and the chat are set', async () => {
    const { clubChat } = await site().privacy.publicConfig();
    expect(clubChat).toContain('Сообщения в закрытый чат администратора клуба в Telegram');
    expect(clubChat).toContain('только если Оператор прямо включил это в настройках');
    expect(clubChat).toContain('О трансграничной передаче данных в Telegram Оператор до её начала уведомляет Роскомнадзор');
    const without = createTestDeps();
    expect((await createCaller(createContext(without)).privacy.publicConfig()).clubChat).toBe('');
  });
});
