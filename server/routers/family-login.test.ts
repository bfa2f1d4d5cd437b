import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyCodes, familySessions, memberTelegramLinks } from '../db/schema';
import type { AppDeps } from '../deps';
import { deliveriesSettled } from '../lib/family/codes';
import { FAMILY_COOKIE } from '../lib/family/sessions';
import { smsSentToday } from '../lib/family/settings';
import { callerAs } from '../test/content-fixtures';
import { addChild } from '../test/family-fixtures';
import { type SmsStandIn, startSmsStandIn } from '../test/sms-stand-in';
import { startBotApiStandIn } from '../test/telegram-bot-api';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

/**
 * The family login over real HTTP (/trpc), with SMS.ru's stand-in: the code's rules, the cookie,
 * the same answer for a phone the club does not know, 'Выйти везде'.
 */
const KNOWN = '+79001112233';
const KNOWN_MASKED = '+7 900 111-22-33';
let clock = Date.UTC(2026, 10, 16, 9) / 1000;
let sms: SmsStandIn;
let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
let address = 1;
/** Each test speaks from an address of its own, so the per-address limit is tested where meant. */
let ip = '198.51.100.1';

beforeAll(async () => {
  sms = await startSmsStandIn('sms-key');
  deps = createTestDeps({ now: () => clock, env: { SMS_API_URL: sms.url, SMS_API_ID: 'sms-key', TRUST_PROXY: '1' } });
  app = createTestApp(deps, { renderPage: async (c) => c.html('<p>page</p>') });
  addChild(deps, 'Иванов Пётр', KNOWN);
});
afterAll(async () => {
  await sms.close();
  cleanup();
});
beforeEach(() => {
  clock += 7200;
  ip = `198.51.100.${++address}`;
});

async function call(path: string, input: unknown, cookie?: string) {
  const response = await app.request(`/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input ?? null),
  });
  const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, body, response };
}

async function query(path: string, cookie?: string) {
  const response = await app.request(`/trpc/${path}`, { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
  return {
    status: response.status,
    body: (await response.json()) as { result?: { data: unknown }; error?: { message: string } },
  };
}

async function sentCode(phone: string): Promise<string> {
  await deliveriesSettled();
  const code = sms.codeFor(phone);
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

async function logIn(): Promise<string> {
  expect((await call('family.requestCode', { phone: KNOWN_MASKED })).status).toBe(200);
  const { response, status } = await call('family.verifyCode', { phone: KNOWN_MASKED, code: await sentCode(KNOWN) });
  expect(status).toBe(200);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] ?? '';
}

const WRONG = 'Код неверный или устарел. Запросите новый код.';

describe('the code', () => {
  it('goes by SMS.ru to a known phone, six digits, and opens a session with a 30-day HttpOnly SameSite cookie', async () => {
    const before = sms.sent.length;
    const asked = await call('family.requestCode', { phone: KNOWN_MASKED });
    expect(asked.body.result?.data).toEqual({ resendAfter: 60, expiresIn: 300 });
    const code = await sentCode(KNOWN);
    expect(sms.sent.length).toBe(before + 1);
    expect(sms.sent.at(-1)).toMatchObject({ to: '79001112233' });
    expect(code).toMatch(/^\d{6}$/);
    // Only the hash is stored.
    expect(JSON.stringify(deps.db.select().from(familyCodes).all())).not.toContain(code);
    const { response } = await call('family.verifyCode', { phone: KNOWN_MASKED, code });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${FAMILY_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/trpc');
    expect(cookie).toContain(`Max-Age=${30 * 86400}`);
    // Not production: no Secure (the test server is plain http); the production case is below.
    expect(cookie).not.toContain('Secure');
    const home = await query('family.home', cookie.split(';')[0]);
    expect(home.status).toBe(200);
    const data = home.body.result?.data as { members: Array<{ fullName: string }> } | undefined;
    expect(data?.members.map((m) => m.fullName)).toEqual(['Иванов Пётр']);
  });

  it('refuses a wrong, an expired, a reused code and a code of another phone with the same words', async () => {
    await call('family.requestCode', { phone: KNOWN_MASKED });
    const code = await sentCode(KNOWN);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = [await call('family.verifyCode', { phone: KNOWN_MASKED, code: wrong })];
    // A code for another phone: the other phone has its own (unknown) code.
    answers.push(await call('family.verifyCode', { phone: '+7 900 999-88-77', code }));
    expect((await call('family.verifyCode', { phone: KNOWN_MASKED, code })).status).toBe(200);
    answers.push(await call('family.verifyCode', { phone: KNOWN_MASKED, code }));
    clock += 120;
    await call('family.requestCode', { phone: KNOWN_MASKED });
    const late = await sentCode(KNOWN);
    clock += 301;
    answers.push(await call('family.verifyCode', { phone: KNOWN_MASKED, code: late }));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe(WRONG);
    }
  });

  it('allows five tries: after five wrong ones the right code is refused too', async () => {
    await call('family.requestCode', { phone: KNOWN_MASKED });
    const code = await sentCode(KNOWN);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await call('family.verifyCode', { phone: KNOWN_MASKED, code: wrong })).status).toBe(400);
    const right = await call('family.verifyCode', { phone: KNOWN_MASKED, code });
    expect(right.body.error?.message).toBe(WRONG);
  });

  it('refuses a phone not in the mask and a code that is not six digits, in Russian, 400', async () => {
    for (const phone of ['12345', '+7 999 12', '', 'abc', '8 (900) 111-22-33-44-55-66-77-88-99-00-11-22']) {
      const answer = await call('family.requestCode', { phone });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toContain('Введите номер в формате +7 999 999-99-99');
    }
    const code = await call('family.verifyCode', { phone: KNOWN_MASKED, code: '12a' });
    expect(code.status).toBe(400);
    expect(code.body.error?.message).toContain('Введите 6 цифр кода');
  });
});

describe('the limits', () => {
  it('one code a minute and five an hour per phone, with Retry-After', async () => {
    expect((await call('family.requestCode', { phone: KNOWN_MASKED })).status).toBe(200);
    const again = await call('family.requestCode', { phone: KNOWN_MASKED });
    expect(again.status).toBe(429);
    expect(again.response.headers.get('retry-after')).toBe('60');
    expect(again.body.error?.message).toBe('Код уже отправлен. Новый можно запросить чуть позже.');
    for (let i = 0; i < 4; i++) {
      clock += 61;
      expect((await call('family.requestCode', { phone: KNOWN_MASKED })).status).toBe(200);
    }
    clock += 61;
    const sixth = await call('family.requestCode', { phone: KNOWN_MASKED });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.message).toBe('Слишком много запросов кода. Попробуйте позже.');
    expect(Number(sixth.response.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('twenty codes an hour per address, whatever the phones', async () => {
    for (let i = 0; i < 20; i++)
      expect((await call('family.requestCode', { phone: `+7 901 000-00-${String(i).padStart(2, '0')}` })).status).toBe(200);
    const over = await call('family.requestCode', { phone: '+7 901 000-00-99' });
    expect(over.status).toBe(429);
    expect(over.body.error?.message).toBe('Слишком много запросов кода. Попробуйте позже.');
  });
});

describe('the daily SMS cap', () => {
  it("stops every request for a code, known phone or not, once today's SMS reach the cap", async () => {
    const owner = callerAs(deps, await adminToken(deps));
    const today = smsSentToday(deps);
    expect(await owner.family.setSmsCap({ smsDailyCap: today + 1 })).toEqual({ today, cap: today + 1 });
    expect((await call('family.requestCode', { phone: KNOWN_MASKED })).status).toBe(200);
    expect(await owner.family.smsBudget()).toEqual({ today: today + 1, cap: today + 1 });
    for (const phone of [KNOWN_MASKED, '+7 955 765-43-21']) {
      clock += 61;
      const refused = await call('family.requestCode', { phone });
      expect(refused.status).toBe(429);
      expect(refused.body.error?.message).toBe(
        'Сегодня клуб отправил слишком много кодов. Попробуйте завтра или позвоните в клуб.',
      );
    }
    await owner.family.setSmsCap({ smsDailyCap: 100 });
  });
});

describe('no enumeration', () => {
  it('answers an unknown phone exactly as a known one, sends it nothing, and in similar time though the SMS gateway is slow', async () => {
    // The gateway answers after 150 ms: a known phone's answer must not wait for it.
    const realFetch = deps.fetch;
    deps.fetch = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return realFetch(...args);
    };
    try {
      const times = { known: [] as number[], unknown: [] as number[] };
      const answers = { known: [] as unknown[], unknown: [] as unknown[] };
      for (let i = 0; i < 6; i++) {
        for (const kind of ['known', 'unknown'] as const) {
          clock += 7200;
          ip = `198.51.101.${i * 2 + (kind === 'known' ? 0 : 1)}`;
          const start = performance.now();
          const answer = await call('family.requestCode', { phone: kind === 'known' ? KNOWN_MASKED : '+7 955 123-45-67' });
          times[kind].push(performance.now() - start);
          answers[kind].push({ status: answer.status, body: answer.body });
        }
      }
      expect(answers.unknown).toEqual(answers.known);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
      expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(50);
      expect(median(times.known)).toBeLessThan(150);
      await deliveriesSettled();
      expect(sms.sent.some((sent) => sent.to === '79551234567')).toBe(false);
      const channels = deps.db.select({ phone: familyCodes.phone, channel: familyCodes.channel }).from(familyCodes).all();
      expect(new Set(channels.filter((row) => row.phone === '+79551234567').map((row) => row.channel))).toEqual(
        new Set(['none']),
      );
    } finally {
      deps.fetch = realFetch;
    }
  });
});

describe('the sessions', () => {
  it('lists the devices and "Выйти везде" ends every one of them', async () => {
    const first = await logIn();
    clock += 120;
    const second = await logIn();
    const devices = (await query('family.devices', second)).body.result?.data as Array<{ current: boolean; device: string }>;
    expect(devices.length).toBeGreaterThanOrEqual(2);
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    const out = await call('family.logOutEverywhere', null, second);
    expect(out.status).toBe(200);
    expect(out.response.headers.get('set-cookie')).toContain('Max-Age=0');
    for (const cookie of [first, second]) {
      const after = await query('family.home', cookie);
      expect(after.status).toBe(401);
      expect(after.body.error?.message).toBe('Войдите по номеру телефона');
    }
    const alive = deps.db
      .select()
      .from(familySessions)
      .all()
      .filter((row) => row.endedAt === null);
    expect(alive).toEqual([]);
  });

  it('refuses a made-up cookie, and logs out one device', async () => {
    expect((await query('family.home', `${FAMILY_COOKIE}=${'x'.repeat(43)}`)).status).toBe(401);
    const cookie = await logIn();
    expect((await call('family.logOut', null, cookie)).status).toBe(200);
    expect((await query('family.home', cookie)).status).toBe(401);
  });
});

describe('without SMS.ru', () => {
  it('prints the code in the log in development and tests', async () => {
    const local = createTestDeps({ now: () => clock });
    addChild(local, 'Сидоров Олег', KNOWN);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const localApp = createTestApp(local, { renderPage: async (c) => c.html('<p>page</p>') });
      const response = await localApp.request('/trpc/family.requestCode', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: KNOWN_MASKED }),
      });
      expect(response.status).toBe(200);
      await deliveriesSettled();
      expect(log.mock.calls.flat().join('\n')).toMatch(/код для \+7 900 111-22-33 — \d{6}/);
    } finally {
      log.mockRestore();
    }
  });

  it('in production without a bot says that the login by code is not set up, for every phone', async () => {
    const prod = createTestDeps({ now: () => clock, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://academy.example' } });
    const prodApp = createTestApp(prod, { renderPage: async (c) => c.html('<p>page</p>') });
    const response = await prodApp.request('/trpc/family.requestCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: KNOWN_MASKED }),
    });
    expect(response.status).toBe(412);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Вход по коду пока не настроен. Позвоните в клуб.',
    );
  });

  it("in production sends the code by the club's bot to a guardian who linked it, and the cookie is Secure", async () => {
    const bot = await startBotApiStandIn();
    try {
      const prod = createTestDeps({
        now: () => clock,
        env: {
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://academy.example',
          TELEGRAM_BOT_TOKEN: bot.token,
          TELEGRAM_API_URL: bot.url,
        },
      });
      const memberId = addChild(prod, 'Петрова Анна', KNOWN);
      prod.db
        .insert(memberTelegramLinks)
        .values({ token: 'ftest', memberId, phone: KNOWN, chatId: '777', linkedAt: clock })
        .run();
      const prodApp = createTestApp(prod, { renderPage: async (c) => c.html('<p>page</p>') });
      const post = (path: string, input: unknown) =>
        prodApp.request(`/trpc/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
      expect((await post('family.requestCode', { phone: KNOWN_MASKED })).status).toBe(200);
      // An unknown phone: the same answer, nothing sent.
      expect((await post('family.requestCode', { phone: '+7 955 000-11-22' })).status).toBe(200);
      await deliveriesSettled();
      expect(bot.sent.map((message) => String(message.chat_id))).toEqual(['777']);
      const code = /\d{6}/.exec(bot.sent[0]?.text ?? '')?.[0] ?? '';
      const verified = await post('family.verifyCode', { phone: KNOWN_MASKED, code });
      expect(verified.status).toBe(200);
      expect(verified.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await bot.close();
    }
  });
});
