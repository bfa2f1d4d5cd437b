import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveAltcha } from '#server/test/captcha';
import type { TokenPair } from '#shared/schemas/auth';
import { ADMIN_CREDENTIALS, adminHeaders } from './admin-helpers';
import { test } from './isolated';

export const STORAGE_KEYS = { flag: 'isAuthenticated', token: 'token', refreshToken: 'refreshToken' } as const;

/**
 * isolated.ts `test` for flows where the server answers 401 on purpose (wrong password, a forged or
 * expired token): the browser logs those responses as failed resources; anything else still fails.
 */
export const tolerant401 = test.extend({ allowedConsoleErrors: [/status of (401|429)/] });

/** An unsigned token shaped like the server's (the browser never checks signatures; the server does). */
export function forgedToken(expSecondsFromNow: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expSecondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role: 'admin', sub: '1', iat: exp - 3600, exp })}.forged-signature`;
}

/** Puts a login state into localStorage before the first page script runs (once per tab). */
export async function seedStorage(page: Page, values: Partial<Record<keyof typeof STORAGE_KEYS, string>>): Promise<void> {
  await page.addInitScript(
    ({ keys, values }) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', 'true');
      for (const [name, value] of Object.entries(values))
        window.localStorage.setItem(keys[name as keyof typeof keys], value as string);
    },
    { keys: STORAGE_KEYS, values },
  );
}

export async function readStorage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(Object.values(keys).map((key) => [key, window.localStorage.getItem(key)])),
    STORAGE_KEYS,
  );
}

/** A separate session of its own (a test that rotates its refresh token must not sign the others out). */
export async function freshTokenPair(request: APIRequestContext): Promise<TokenPair> {
  const response = await request.post('/api/admin/login', { data: ADMIN_CREDENTIALS });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

const LETTERS = 'абвгдежзиклмнопрстуфхэюя';

/** A surname no other test uses (letters only, as the form requires). */
export function uniqueSurname(): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return `Тест${suffix}`;
}

/**
 * Submits a waiting-list application the way the site's form does, captcha solved like the widget;
 * with `sessionId`, it books that trial session and answers with the booking's private link.
 */
export async function submitApplication(
  request: APIRequestContext,
  fields: { name: string; lastname: string; phone: string; age: number; direction: string; sessionId?: string },
): Promise<{ booking?: { status: string; cancelUrl: string } }> {
  const challengeResponse = await request.get('/api/applications/captcha-challenge');
  expect(challengeResponse.ok()).toBe(true);
  const recaptchaResponse = await solveAltcha((await challengeResponse.json()) as Challenge);
  // Under 18 the site's form names the parent or guardian who consents.
  const guardian = fields.age < 18 ? { guardianName: 'Ольга Тестова' } : {};
  const response = await request.post('/trpc/applications.submit', {
    data: { ...fields, ...guardian, consent: true, recaptchaResponse },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { booking?: { status: string; cancelUrl: string } } } }).result.data;
}

interface ApplicationRow {
  id: number;
  lastname: string;
  direction: string;
  status: string;
  note: string;
}

export async function listApplications(request: APIRequestContext): Promise<ApplicationRow[]> {
  const response = await request.get('/trpc/applications.list', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: ApplicationRow[] } }).result.data;
}

export async function newApplicationsCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/trpc/applications.newCount', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: number } }).result.data;
}
