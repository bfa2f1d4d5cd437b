import type { Challenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { applications, usedCaptchas } from '../db/schema';
import type { AppDeps } from '../deps';
import { solveAltcha } from '../test/captcha';
import { type StandIn, startStandIn } from '../test/stand-in';
import { adminToken, cleanup, createTestDeps, type TestDepsOverrides } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
// Twelve years old: the site form also names the guardian who consents.
const fields = {
  name: 'Иван',
  lastname: 'Петров-Водкин',
  phone: '+7 912 345-67-89',
  age: 12,
  direction: 'Boxing',
  guardianName: 'Ольга Петрова',
} as const;
const standIns: StandIn[] = [];

afterEach(async () => {
  for (const standIn of standIns.splice(0)) await standIn.close();
  vi.restoreAllMocks();
});
afterAll(cleanup);

function setup(overrides: TestDepsOverrides = {}) {
  const deps = createTestDeps(overrides);
  const publicCaller = createCaller(createContext(deps, { ip: '203.0.113.7' }));
  return { deps, publicCaller, admin: async () => createCaller(createContext(deps, { authorization: await adminToken(deps) })) };
}

async function standIn(answer: Parameters<typeof startStandIn>[0]) {
  const server = await startStandIn(answer);
  standIns.push(server);
  return server;
}

async function solvedPayload(deps: AppDeps): Promise<string> {
  const challenge = await createCaller(createContext(deps)).applications.captchaChallenge();
  return solveAltcha(challenge as Challenge);
}

function storedApplications(deps: AppDeps) {
  return deps.db.select().from(applications).all();
}

describe('captcha config and challenge', () => {
  it('uses the self-hosted altcha by default', async () => {
    const { publicCaller } = setup();
    await expect(publicCaller.applications.captchaConfig()).resolves.toEqual({
      provider: 'altcha',
      challengeUrl: '/api/applications/captcha-challenge',
    });
  });

  it('uses reCAPTCHA when its keys are set', async () => {
    const { publicCaller } = setup({ env: { RECAPTCHA_SITE_KEY: 'site-key-from-env', RECAPTCHA_SECRET: 'secret-from-env' } });
    await expect(publicCaller.applications.captchaConfig()).resolves.toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-from-env',
    });
  });

  it('issues a signed SHA-256 challenge expiring in 10 minutes, solvable quickly', async () => {
    const { deps, publicCaller } = setup();
    const challenge = await publicCaller.applications.captchaChallenge();
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(deps.now() + 599);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(deps.now() + 600);
    const started = performance.now();
    await solveAltcha(challenge as Challenge);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('applications.submit with altcha', () => {
  it('stores the application with consent and its time', async () => {
    // A clock that moves on every reading: the captcha check between the consent and the write
    // takes time, and the record must still carry the instant the row was stored.
    let clock = Math.floor(Date.now() / 1000);
    const { deps, publicCaller } = setup({ now: () => clock++ });
    const recaptchaResponse = await solvedPayload(deps);
    await expect(publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse })).resolves.toEqual({
      message: 'Заявка успешно отправлена',
      reminderUrl: null,
    });
    const [row] = storedApplications(deps);
    expect(row).toMatchObject({ ...fields, consent: true, status: 'new', note: '', notifiedAt: null });
    expect(row?.consentAt).toBe(row?.createdAt);
  });

  it('rejects a replayed answer', async () => {
    const { deps, publicCaller } = setup();
    const recaptchaResponse = await solvedPayload(deps);
    await publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse });
    await expect(publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Пожалуйста, подтвердите, что вы не робот.',
    });
    expect(storedApplications(deps)).toHaveLength(1);
    expect(deps.db.select().from(usedCaptchas).all()).toHaveLength(1);
  });

  it('rejects garbage, a tampered challenge, a wrong solution and another server’s challenge', async () => {
    const { deps, publicCaller } = setup();
    const submit = (recaptchaResponse: string) =>
      publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse });
    await expect(submit('not-a-payload')).rejects.toThrow('Пожалуйста, подтвердите, что вы не робот.');

    const valid = JSON.parse(Buffer.from(await solvedPayload(deps), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    await expect(
      submit(encode({ ...valid, challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, cost: 1 } } })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      submit(
        encode({ ...valid, solution: { ...valid.solution, counter: valid.solution.counter + 1, derivedKey: '00'.repeat(32) } }),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const other = createTestDeps();
    await expect(submit(await solvedPayload(other))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(storedApplications(deps)).toHaveLength(0);
  });

  it('rejects an expired challenge', async () => {
    const { deps, publicCaller } = setup({ now: () => Math.floor(Date.now() / 1000) - 11 * 60 });
    const recaptchaResponse = await solvedPayload(deps);
    await expect(publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('requires consent on the site form, and names bad fields in Russian', async () => {
    const { deps, publicCaller } = setup();
    const recaptchaResponse = await solvedPayload(deps);
    await expect(publicCaller.applications.submit({ ...fields, recaptchaResponse } as never)).rejects.toThrow(
      'Необходимо согласие на обработку персональных данных',
    );
    await expect(publicCaller.applications.submit({ ...fields, age: 61, consent: true, recaptchaResponse })).rejects.toThrow(
      'Возраст должен быть числом от 3 до 60',
    );
    await expect(
      publicCaller.applications.submit({ ...fields, phone: '89123456789', consent: true, recaptchaResponse }),
    ).rejects.toThrow(/Телефон/);
    await expect(
      publicCaller.applications.submit({ ...fields, name: 'Ivan1', consent: true, recaptchaResponse }),
    ).rejects.toThrow(/Имя/);
    await expect(publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: '' })).rejects.toThrow(
      'Пожалуйста, подтвердите, что вы не робот.',
    );
    expect(storedApplications(deps)).toHaveLength(0);
  });

  it('takes the legacy payload without consent and stores consent as not given', async () => {
    const { deps, publicCaller } = setup();
    await publicCaller.applications.submitLegacy({ ...fields, recaptchaResponse: await solvedPayload(deps) });
    expect(storedApplications(deps)[0]).toMatchObject({ consent: false, consentAt: null });
  });
});

describe('applications.submit with reCAPTCHA', () => {
  it('verifies the answer with the configured service (secret, response, address)', async () => {
    const google = await standIn((request) => ({
      json: { success: new URLSearchParams(request.body).get('response') === 'good-answer' },
    }));
    const { deps, publicCaller } = setup({
      env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret-value', RECAPTCHA_VERIFY_URL: `${google.url}/siteverify` },
    });
    await publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: 'good-answer' });
    await expect(
      publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: 'bad-answer' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Пожалуйста, подтвердите, что вы не робот.',
    });
    expect(google.requests).toHaveLength(2);
    const sent = new URLSearchParams(google.requests[0]?.body);
    expect(google.requests[0]).toMatchObject({ method: 'POST', url: '/siteverify' });
    expect(Object.fromEntries(sent)).toEqual({ secret: 'secret-value', response: 'good-answer', remoteip: '203.0.113.7' });
    expect(storedApplications(deps)).toHaveLength(1);
  });

  it('treats an unreachable or failing service as not verified', async () => {
    const broken = await standIn(() => ({ status: 500, text: 'oops' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps, publicCaller } = setup({
      env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret-value', RECAPTCHA_VERIFY_URL: `${broken.url}/siteverify` },
    });
    await expect(publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await broken.close();
    standIns.pop();
    await expect(publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(warn).toHaveBeenCalled();
    expect(storedApplications(deps)).toHaveLength(0);
  });
});

describe('Telegram notification', () => {
  const telegramEnv = (url: string) => ({
    TELEGRAM_BOT_TOKEN: 'bot-token-from-env',
    TELEGRAM_CHAT_ID: '-100123',
    TELEGRAM_API_URL: url,
  });

  it('sends a Russian message after storing, and records the time', async () => {
    const telegram = await standIn(() => ({ json: { ok: true, result: {} } }));
    const { deps, publicCaller } = setup({ env: telegramEnv(telegram.url) });
    await publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: await solvedPayload(deps) });
    expect(telegram.requests).toHaveLength(1);
    const request = telegram.requests[0];
    expect(request?.url).toBe('/botbot-token-from-env/sendMessage');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.chat_id).toBe('-100123');
    // No name or phone by default (the settings may allow them: server/routers/consent-record.test.ts).
    expect(body.text).toBe(
      `Новая заявка с сайта\nНаправление: Бокс\nВозраст: 12 (согласие дал законный представитель)\nОткрыть заявку: http://localhost:3000/admin/applications#application-${storedApplications(deps)[0]?.id}`,
    );
    expect(storedApplications(deps)[0]?.notifiedAt).toEqual(expect.any(Number));
  });

  it('keeps the application when Telegram fails or is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = await standIn(() => ({ status: 502, json: { ok: false, description: 'Bad Gateway' } }));
    const { deps, publicCaller } = setup({ env: telegramEnv(failing.url) });
    await expect(
      publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: await solvedPayload(deps) }),
    ).resolves.toEqual({
      message: 'Заявка успешно отправлена',
      reminderUrl: null,
    });
    await failing.close();
    standIns.pop();
    // Another direction: a repeat of the same one within 24 hours would not be stored again.
    await expect(
      publicCaller.applications.submit({
        ...fields,
        direction: 'Karate',
        consent: true,
        recaptchaResponse: await solvedPayload(deps),
      }),
    ).resolves.toBeTruthy();
    const rows = storedApplications(deps);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.notifiedAt === null)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0])).not.toContain('bot-token-from-env');
  });

  it('sends nothing when not configured', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const { deps, publicCaller } = setup({ fetch: fetchSpy });
    await publicCaller.applications.submit({ ...fields, consent: true, recaptchaResponse: await solvedPayload(deps) });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('admin: list, update, newCount, exportCsv', () => {
  function insert(deps: AppDeps, values: Partial<typeof applications.$inferInsert> & { createdAt: number }) {
    return deps.db
      .insert(applications)
      .values({ ...fields, ...values })
      .returning()
      .get();
  }

  it('requires a token', async () => {
    const { publicCaller } = setup();
    await expect(publicCaller.applications.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(publicCaller.applications.update({ id: 1, status: 'came' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(publicCaller.applications.newCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(publicCaller.applications.exportCsv()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists newest first, filters, updates status and note, counts new ones', async () => {
    const { deps, admin } = setup();
    const older = insert(deps, { createdAt: 1_700_000_000 });
    const newer = insert(deps, {
      createdAt: 1_700_000_100,
      name: 'Анна',
      direction: 'Karate',
      consent: true,
      consentAt: 1_700_000_100,
    });
    const caller = await admin();
    expect((await caller.applications.list()).map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(await caller.applications.list({ direction: 'Karate' })).toEqual([
      {
        id: newer.id,
        ...fields,
        name: 'Анна',
        direction: 'Karate',
        status: 'new',
        note: '',
        consent: true,
        consentAt: 1_700_000_100,
        consentEditionId: null,
        consentIp: null,
        consentUserAgent: null,
        consentBy: null,
        marketingConsent: false,
        marketingWithdrawnAt: null,
        createdAt: 1_700_000_100,
      },
    ]);
    expect(await caller.applications.newCount()).toBe(2);
    await expect(
      caller.applications.update({ id: older.id, status: 'contacted', note: 'Перезвонить вечером' }),
    ).resolves.toMatchObject({
      status: 'contacted',
      note: 'Перезвонить вечером',
    });
    expect(await caller.applications.newCount()).toBe(1);
    expect((await caller.applications.list({ status: 'contacted' })).map((a) => a.id)).toEqual([older.id]);
    await expect(caller.applications.update({ id: 999, status: 'came' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Запись не найдена',
    });
    await expect(caller.applications.update({ id: older.id, status: 'lost' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.applications.update({ id: older.id, note: 'x'.repeat(2001) })).rejects.toThrow(
      'Заметка: не более 2000 символов',
    );
    expect(deps.db.select().from(applications).where(eq(applications.id, older.id)).get()?.note).toBe('Перезвонить вечером');
  });

  it('exports CSV for Excel with Russian headings and values, formulas neutralised', async () => {
    const { deps, admin } = setup();
    insert(deps, { createdAt: Date.UTC(2026, 2, 5, 9, 30) / 1000, note: '=HYPERLINK("x")', status: 'trial', consent: true });
    const csv = await (await admin()).applications.exportCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Дата;Имя;Фамилия;Телефон;Возраст;Направление;Статус;Заметка;Согласие на обработку данных;Редакция согласия;Время согласия;IP-адрес;Браузер;Кто дал согласие;Представитель;Новости и предложения;Пробное занятие;Запись на пробное',
    );
    // An application stored before the consent record existed: its new columns are empty.
    expect(row).toBe(
      `05.03.2026, 12:30;Иван;Петров-Водкин;'+7 912 345-67-89;12;Бокс;Записан на пробное;"'=HYPERLINK(""x"")";да;;;;;;Ольга Петрова;нет;;`,
    );
  });
});
