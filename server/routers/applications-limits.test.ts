import type { Challenge } from 'altcha-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { solveAltcha } from '../test/captcha';
import { type StandIn, startStandIn } from '../test/stand-in';
import { cleanup, createTestApp, createTestDeps, type TestDepsOverrides } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
const standIns: StandIn[] = [];
afterEach(async () => {
  for (const standIn of standIns.splice(0)) await standIn.close();
});
afterAll(cleanup);

const fields = (i: number) =>
  ({
    name: 'Иван',
    lastname: 'Петров',
    phone: `+7 912 345-67-${String(i).padStart(2, '0')}`,
    age: 12,
    // A child: the parent gives the consent.
    guardianName: 'Ольга Петрова',
    direction: 'Boxing',
  }) as const;

async function solved(deps: AppDeps): Promise<string> {
  return solveAltcha((await createCaller(createContext(deps)).applications.captchaChallenge()) as Challenge);
}

function setup(env: TestDepsOverrides['env'] = {}) {
  let clock = 1_800_000_000;
  const deps = createTestDeps({ now: () => clock, env });
  const from = (ip: string) => createCaller(createContext(deps, { ip }));
  return { deps, from, advance: (seconds: number) => (clock += seconds) };
}

describe('sign-up spam', () => {
  it('accepts 5 applications an hour from one address, then 429 with a Russian message and Retry-After', async () => {
    const { deps, from, advance } = setup({ APPLICATIONS_PER_HOUR_PER_ADDRESS: '5' });
    for (let i = 0; i < 5; i++) {
      await from('203.0.113.7').applications.submit({ ...fields(i), consent: true, recaptchaResponse: await solved(deps) });
    }
    await expect(
      from('203.0.113.7').applications.submit({ ...fields(9), consent: true, recaptchaResponse: await solved(deps) }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.',
      cause: { retryAfter: 3600 },
    });
    // Another address is not affected; the same one is welcome again after the hour.
    await from('203.0.113.8').applications.submit({ ...fields(10), consent: true, recaptchaResponse: await solved(deps) });
    advance(3600);
    await from('203.0.113.7').applications.submit({ ...fields(11), consent: true, recaptchaResponse: await solved(deps) });
    expect(deps.db.select().from(applications).all()).toHaveLength(7);
  });

  it('has a ceiling for the whole site per hour, counting only accepted applications', async () => {
    const { deps, from } = setup({ APPLICATIONS_PER_HOUR: '3' });
    // Junk (a bad captcha) does not use the ceiling up.
    for (let i = 0; i < 5; i++) {
      await expect(
        from(`198.51.100.${i}`).applications.submit({ ...fields(i), consent: true, recaptchaResponse: 'junk' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    for (let i = 0; i < 3; i++) {
      await from(`203.0.113.${i}`).applications.submit({ ...fields(i), consent: true, recaptchaResponse: await solved(deps) });
    }
    await expect(
      from('203.0.113.50').applications.submit({ ...fields(50), consent: true, recaptchaResponse: await solved(deps) }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Сейчас приходит слишком много заявок. Попробуйте позже или позвоните нам.',
    });
    expect(deps.db.select().from(applications).all()).toHaveLength(3);
  });

  it('the legacy /api call answers 429 with Retry-After as text', async () => {
    const deps = createTestDeps({ env: { APPLICATIONS_PER_HOUR_PER_ADDRESS: '1' } });
    const app = createTestApp(deps);
    const post = async (i: number) =>
      app.request('/api/applications/submit-application', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields(i), recaptchaResponse: await solved(deps) }),
      });
    expect((await post(1)).status).toBe(200);
    const refused = await post(2);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await refused.text()).toBe('Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.');
  });
});

describe('duplicate applications', () => {
  it('the same phone and direction within 24 hours: a friendly answer, no second row, no second Telegram message', async () => {
    const telegram = await startStandIn(() => ({ json: { ok: true, result: {} } }));
    standIns.push(telegram);
    const { deps, from, advance } = setup({
      TELEGRAM_BOT_TOKEN: 'bot-token',
      TELEGRAM_CHAT_ID: '-100123',
      TELEGRAM_API_URL: telegram.url,
    });
    const first = await from('203.0.113.7').applications.submit({
      ...fields(1),
      consent: true,
      recaptchaResponse: await solved(deps),
    });
    expect(first).toEqual({ message: 'Заявка успешно отправлена', reminderUrl: null });
    advance(23 * 3600);
    // Another address, another name: still the same phone and direction.
    const again = await from('203.0.113.99').applications.submit({
      ...fields(1),
      name: 'Пётр',
      consent: true,
      recaptchaResponse: await solved(deps),
    });
    expect(again).toEqual({ message: 'Заявка уже принята: мы свяжемся с вами в ближайшее время', reminderUrl: null });
    expect(deps.db.select().from(applications).all()).toHaveLength(1);
    expect(telegram.requests).toHaveLength(1);

    // Another direction is a new application; so is the same one after 24 hours.
    await from('203.0.113.7').applications.submit({
      ...fields(1),
      direction: 'Karate',
      consent: true,
      recaptchaResponse: await solved(deps),
    });
    advance(3600);
    await from('203.0.113.7').applications.submit({ ...fields(1), consent: true, recaptchaResponse: await solved(deps) });
    expect(deps.db.select().from(applications).all()).toHaveLength(3);
    expect(telegram.requests).toHaveLength(3);
  });

  it('two identical submissions at once store one row', async () => {
    const { deps, from } = setup();
    const [a, b] = [await solved(deps), await solved(deps)];
    const results = await Promise.all([
      from('203.0.113.7').applications.submit({ ...fields(1), consent: true, recaptchaResponse: a }),
      from('203.0.113.8').applications.submit({ ...fields(1), consent: true, recaptchaResponse: b }),
    ]);
    expect(results.map((r) => r.message).sort()).toEqual(
      ['Заявка успешно отправлена', 'Заявка уже принята: мы свяжемся с вами в ближайшее время'].sort(),
    );
    expect(deps.db.select().from(applications).all()).toHaveLength(1);
  });
});
