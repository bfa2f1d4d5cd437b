import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubTimeToUnix } from '#shared/rules/trial-sessions';
import { applications, trialBookings } from '../db/schema';
import type { AppDeps } from '../deps';
import { createSlot } from '../lib/trials/slots';
import { type StandIn, startStandIn } from '../test/stand-in';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';

/** Monday 23 November 2026, 09:00 in Moscow. */
const NOW = clubTimeToUnix('2026-11-23', '09:00');
let deps: AppDeps;
let captcha: StandIn;
let app: ReturnType<typeof createTestApp>;

// Nine years old: every sign-up path asks for the parent or guardian who consents.
const fields = {
  name: 'Мария',
  lastname: 'Иванова',
  phone: '+7 900 123-45-67',
  age: 9,
  direction: 'Boxing',
  guardianName: 'Ольга Иванова',
};

beforeEach(async () => {
  // A reCAPTCHA stand-in that accepts every answer: the captcha is not what these tests are about.
  captcha = await startStandIn(() => ({ json: { success: true } }));
  deps = createTestDeps({
    now: () => NOW,
    env: {
      // Absolute links name the site's public address (never the request's Host header).
      PUBLIC_URL: 'http://club.test',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_VERIFY_URL: `${captcha.url}/siteverify`,
    },
  });
  app = createTestApp(deps);
});
afterEach(async () => {
  await captcha.close();
});
afterAll(cleanup);

const boxingSlot = (capacity = 2) =>
  createSlot(deps, {
    weekday: 3,
    time: '18:30',
    durationMinutes: 60,
    direction: 'Boxing',
    title: 'Дети',
    ageMin: 7,
    ageMax: 12,
    capacity,
    active: true,
  });

const post = (body: unknown) =>
  app.request('http://club.test/api/applications/submit-application', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('GET /api/trial-sessions', () => {
  it('answers the next 14 days in the partner shape', async () => {
    const slot = boxingSlot();
    const response = await app.request('/api/trial-sessions?direction=Boxing&age=9');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sessions: [
        {
          id: `${slot.id}-2026-11-25`,
          date: '2026-11-25',
          time: '18:30',
          direction: 'Boxing',
          title: 'Дети',
          capacity: 2,
          seatsLeft: 2,
        },
        {
          id: `${slot.id}-2026-12-02`,
          date: '2026-12-02',
          time: '18:30',
          direction: 'Boxing',
          title: 'Дети',
          capacity: 2,
          seatsLeft: 2,
        },
      ],
    });
    expect(await (await app.request('/api/trial-sessions?direction=Boxing&age=30')).json()).toEqual({ sessions: [] });
    expect((await (await app.request('/api/trial-sessions')).json()).sessions).toHaveLength(2);
  });

  it('answers 400 with a Russian message for a bad direction or age', async () => {
    const direction = await app.request('/api/trial-sessions?direction=Sumo');
    expect(direction.status).toBe(400);
    expect(await direction.json()).toEqual({ message: 'Направление: выберите из списка' });
    const age = await app.request('/api/trial-sessions?age=abc');
    expect(age.status).toBe(400);
    expect((await age.json()).message).toBe('Возраст: число от 3 до 60');
  });
});

describe('POST /api/applications/submit-application with a session', () => {
  it('answers the booking with absolute links; the calendar file downloads', async () => {
    const slot = boxingSlot();
    const response = await post({ ...fields, recaptchaResponse: 'ok', sessionId: `${slot.id}-2026-11-25` });
    expect(response.status).toBe(200);
    const { booking } = await response.json();
    expect(booking).toEqual({
      status: 'booked',
      sessionId: `${slot.id}-2026-11-25`,
      date: '2026-11-25',
      time: '18:30',
      cancelUrl: expect.stringMatching(/^http:\/\/club\.test\/trial\/[A-Za-z0-9_-]{32}$/),
      icsUrl: expect.stringMatching(/^http:\/\/club\.test\/api\/trial-bookings\/[A-Za-z0-9_-]{32}\/calendar\.ics$/),
    });
    const ics = await app.request(booking.icsUrl);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('DTSTART;TZID=Europe/Moscow:20261125T183000\r\n');
    const wrong = await app.request(`/api/trial-bookings/${'x'.repeat(32)}/calendar.ics`);
    expect(wrong.status).toBe(404);
  });

  it('404 for a bad id, 409 with a Russian message when full, waitlisted on request', async () => {
    const slot = boxingSlot(1);
    const unknown = await post({ ...fields, recaptchaResponse: 'ok', sessionId: '77-2026-11-25' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Занятие не найдено');
    // Refused before the captcha was asked about: the visitor keeps their answer.
    expect(captcha.requests).toHaveLength(0);
    expect((await post({ ...fields, recaptchaResponse: 'ok', sessionId: `${slot.id}-2026-11-25` })).status).toBe(200);
    const full = await post({ ...fields, recaptchaResponse: 'ok', sessionId: `${slot.id}-2026-11-25`, waitlist: false });
    expect(full.status).toBe(409);
    expect(await full.text()).toBe('На это занятие мест больше нет. Выберите другое время или встаньте в лист ожидания');
    const waitlisted = await post({ ...fields, recaptchaResponse: 'ok', sessionId: `${slot.id}-2026-11-25`, waitlist: true });
    expect((await waitlisted.json()).booking.status).toBe('waitlisted');
    const badFlag = await post({ ...fields, recaptchaResponse: 'ok', sessionId: `${slot.id}-2026-11-25`, waitlist: 'yes' });
    expect(badFlag.status).toBe(400);
  });

  it('without a session answers exactly as before', async () => {
    boxingSlot();
    const response = await post({ ...fields, recaptchaResponse: 'ok' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Заявка успешно отправлена' });
    expect(deps.db.select().from(trialBookings).all()).toEqual([]);
  });
});

describe('20 simultaneous submissions through the real HTTP server', () => {
  let server: ServerType;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('give exactly 2 bookings for 2 seats; the rest waitlisted, or refused with 409 without the waitlist', async () => {
    const slot = boxingSlot(2);
    const sessionId = `${slot.id}-2026-11-25`;
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const submit = (i: number, waitlist: boolean) =>
      fetch(`http://127.0.0.1:${port}/api/applications/submit-application`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...fields,
          phone: `+7 900 000-00-${String(i).padStart(2, '0')}`,
          recaptchaResponse: 'ok',
          sessionId,
          waitlist,
        }),
      });

    const withWaitlist = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(i, true)));
    const statuses = await Promise.all(withWaitlist.map(async (r) => [r.status, (await r.json()).booking?.status]));
    expect(statuses.filter(([, s]) => s === 'booked')).toHaveLength(2);
    expect(statuses.filter(([, s]) => s === 'waitlisted')).toHaveLength(18);
    expect(statuses.every(([code]) => code === 200)).toBe(true);

    // A second session of the same slot, everyone refusing the waitlist: 2 taken, 18 refused, nothing else stored.
    const other = `${slot.id}-2026-12-02`;
    const noWaitlist = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/applications/submit-application`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...fields,
            phone: `+7 901 000-00-${String(i).padStart(2, '0')}`,
            recaptchaResponse: 'ok',
            sessionId: other,
          }),
        }),
      ),
    );
    const codes = noWaitlist.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    const stored = deps.db.select().from(trialBookings).all();
    expect(stored.filter((b) => b.date === '2026-11-25' && b.status === 'booked')).toHaveLength(2);
    expect(stored.filter((b) => b.date === '2026-12-02')).toHaveLength(2);
    expect(deps.db.select().from(applications).all()).toHaveLength(22);
  });
});
