import type { Challenge } from 'altcha-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applications, privacyAudit, telegramLinks } from '../db/schema';
import type { AppDeps } from '../deps';
import { createEdition } from '../lib/consent';
import { defaultLawSettings, writeLawSettings } from '../lib/law-settings';
import { solveAltcha } from '../test/captcha';
import { type StandIn, startStandIn } from '../test/stand-in';
import { adminToken, cleanup, createTestApp, createTestDeps, type TestDepsOverrides } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
const adult = { name: 'Пётр', lastname: 'Сидоров', phone: '+7 900 111-22-33', age: 25, direction: 'Mma' } as const;
const child = { ...adult, name: 'Миша', age: 10 } as const;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Test';
const standIns: StandIn[] = [];

afterEach(async () => {
  for (const s of standIns.splice(0)) await s.close();
});
afterAll(cleanup);

async function captcha(deps: AppDeps): Promise<string> {
  return solveAltcha((await createCaller(createContext(deps)).applications.captchaChallenge()) as Challenge);
}

/** Submits through HTTP, as the browser does, so the address and user agent come from the request. */
async function submitOverHttp(deps: AppDeps, input: Record<string, unknown>) {
  const app = createTestApp(deps);
  const response = await app.request('/trpc/applications.submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': UA, 'x-forwarded-for': '198.51.100.4' },
    body: JSON.stringify({ ...input, recaptchaResponse: await captcha(deps) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result?: { data: unknown }; error?: { message: string } },
  };
}

function setup(overrides: TestDepsOverrides = {}) {
  const clock = { now: Math.floor(Date.now() / 1000) };
  const deps = createTestDeps({ now: () => clock.now, ...overrides, env: { TRUST_PROXY: '1', ...overrides.env } });
  return { deps, clock, admin: async () => createCaller(createContext(deps, { authorization: await adminToken(deps) })) };
}

const rows = (deps: AppDeps) => deps.db.select().from(applications).all();

describe('the consent record of an application', () => {
  it('stores the edition, time, address, browser and the marketing choice', async () => {
    const { deps, clock } = setup();
    const { status } = await submitOverHttp(deps, { ...adult, consent: true, marketing: true });
    expect(status).toBe(200);
    expect(rows(deps)[0]).toMatchObject({
      consent: true,
      consentEditionId: 1,
      consentAt: clock.now,
      consentIp: '198.51.100.4',
      consentUserAgent: UA,
      consentBy: 'self',
      guardianName: null,
      marketingConsent: true,
    });
  });

  it('keeps the old edition on old applications after the text changes', async () => {
    const { deps, clock } = setup();
    await submitOverHttp(deps, { ...adult, consent: true });
    clock.now += 60;
    const { edition } = createEdition(deps, `${'Новый текст согласия. '.repeat(12)}`);
    // Another visitor (the same phone and direction again would be a repeat, not a new application).
    await submitOverHttp(deps, { ...adult, phone: '+7 900 111-22-34', consent: true, consentEdition: edition.id });
    expect(rows(deps).map((r) => [r.consentEditionId, r.marketingConsent])).toEqual([
      [1, false],
      [2, false],
    ]);
    const refused = await submitOverHttp(deps, { ...adult, consent: true, consentEdition: 99 });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('Редакция согласия не найдена');
  });

  it('age 10: the guardian is required and recorded as the one who consented', async () => {
    const { deps } = setup();
    const missing = await submitOverHttp(deps, { ...child, consent: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toContain('родителя или законного представителя');
    const bad = await submitOverHttp(deps, { ...child, consent: true, guardianName: 'Ольга1' });
    expect(bad.status).toBe(400);
    expect(rows(deps)).toHaveLength(0);

    await submitOverHttp(deps, { ...child, consent: true, guardianName: '  Ольга Сидорова ' });
    expect(rows(deps)[0]).toMatchObject({ age: 10, consentBy: 'guardian', guardianName: 'Ольга Сидорова' });
  });

  it('age 25: no guardian is asked, and one sent anyway is not recorded', async () => {
    const { deps } = setup();
    await submitOverHttp(deps, { ...adult, consent: true, guardianName: 'Ольга Сидорова' });
    expect(rows(deps)[0]).toMatchObject({ age: 25, consentBy: 'self', guardianName: null });
  });

  it('the admin list carries the record', async () => {
    const { deps, admin } = setup();
    await submitOverHttp(deps, { ...child, consent: true, guardianName: 'Ольга Сидорова' });
    const [listed] = await (await admin()).applications.list();
    expect(listed).toMatchObject({
      consentEditionId: 1,
      consentIp: '198.51.100.4',
      consentBy: 'guardian',
      guardianName: 'Ольга Сидорова',
    });
  });
});

describe('the club chat message', () => {
  async function telegram() {
    const server = await startStandIn(() => ({ json: { ok: true, result: {} } }));
    standIns.push(server);
    return server;
  }
  const env = (url: string) => ({
    TELEGRAM_BOT_TOKEN: '1:t',
    TELEGRAM_CHAT_ID: '-100',
    TELEGRAM_API_URL: url,
    PUBLIC_URL: 'https://club.example',
  });
  const textOf = (server: StandIn) => JSON.parse(server.requests[0]?.body ?? '{}').text as string;

  it('has direction, age and the admin link, without name or phone by default', async () => {
    const server = await telegram();
    const { deps } = setup({ env: env(server.url) });
    await submitOverHttp(deps, { ...adult, consent: true });
    const id = rows(deps)[0]?.id;
    expect(textOf(server)).toBe(
      `Новая заявка с сайта\nНаправление: ММА\nВозраст: 25\nОткрыть заявку: https://club.example/admin/applications#application-${id}`,
    );
    expect(textOf(server)).not.toMatch(/Пётр|Сидоров|900/);
  });

  it('adds the name and phone when the settings allow', async () => {
    const server = await telegram();
    const { deps } = setup({ env: env(server.url) });
    writeLawSettings(deps, { ...defaultLawSettings, telegramIncludeContacts: true });
    await submitOverHttp(deps, { ...adult, consent: true });
    expect(textOf(server)).toContain('Имя: Пётр Сидоров\nТелефон: +7 900 111-22-33');
  });
});

describe('reminder offer, deletion on request and withdrawal through the API', () => {
  it('returns a deep link to the bot when reminders are configured', async () => {
    const { deps } = setup({
      env: { TELEGRAM_BOT_TOKEN: '1:t', TELEGRAM_BOT_USERNAME: '@club_bot', TELEGRAM_API_URL: 'http://127.0.0.1:9' },
    });
    const { body } = await submitOverHttp(deps, { ...adult, consent: true });
    const reminderUrl = (body.result?.data as { reminderUrl?: string } | undefined)?.reminderUrl;
    const token = deps.db.select().from(telegramLinks).get()?.token;
    expect(reminderUrl).toBe(`https://t.me/club_bot?start=${token}`);
  });

  it('lets only the admin delete an application or withdraw its marketing consent, and logs both', async () => {
    const { deps, admin } = setup();
    await submitOverHttp(deps, { ...adult, consent: true, marketing: true });
    const id = rows(deps)[0]?.id ?? 0;
    const visitor = createCaller(createContext(deps));
    await expect(visitor.privacy.deleteApplication({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.privacy.withdrawMarketing({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const caller = await admin();
    await caller.privacy.withdrawMarketing({ id });
    await expect(caller.privacy.withdrawMarketing({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await caller.privacy.deleteApplication({ id });
    expect(rows(deps)).toEqual([]);
    await expect(caller.privacy.deleteApplication({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Запись не найдена',
    });
    const audit = await caller.privacy.audit();
    expect(audit.map((a) => a.action)).toEqual(['deleted_on_request', 'marketing_withdrawn']);
    expect(
      deps.db
        .select()
        .from(privacyAudit)
        .all()
        .every((a) => a.applicationId === id),
    ).toBe(true);
  });

  it('serves the consent in force publicly and lets only the admin add an edition', async () => {
    const { deps, admin } = setup();
    const visitor = createCaller(createContext(deps));
    expect(await visitor.privacy.consent()).toMatchObject({ edition: 1, text: expect.stringContaining('Цели обработки') });
    await expect(visitor.privacy.createEdition({ body: 'x'.repeat(300) })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await admin()).privacy.createEdition({ body: 'коротко' })).rejects.toThrow('не короче 200 символов');
    expect((await (await admin()).privacy.createEdition({ body: 'Новый текст. '.repeat(20) })).edition.id).toBe(2);
    expect((await visitor.privacy.consent()).edition).toBe(2);
  });
});
