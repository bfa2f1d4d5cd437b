import type { APIRequestContext, Page } from '@playwright/test';
import type { TokenPair } from '#shared/schemas/auth';
import { activeServer } from './active-server';
import { expect } from './fixtures';
import { ADMIN_CREDENTIALS } from './servers';

export { ADMIN_CREDENTIALS };

/** Browser storage keys of the login state (client/lib/session.ts). */
const SESSION_KEYS = { flag: 'isAuthenticated', token: 'token', refreshToken: 'refreshToken' } as const;

/** Tokens by server address: one login per worker and server, however many tests need it. */
const sessions = new Map<string, Promise<TokenPair>>();

async function logIn(request: APIRequestContext): Promise<TokenPair> {
  const response = await request.post('/api/admin/login', { data: ADMIN_CREDENTIALS });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

/**
 * The admin session of this worker on the server the test talks to, logged in through the API once
 * and reused: the server throttles logins (and may rate-limit them per address), so a login per test
 * would lock the account on a busy run. Only admin-area.spec.ts logs in through the form.
 */
export async function adminTokens(request: APIRequestContext): Promise<TokenPair> {
  const { url } = activeServer();
  const cached = sessions.get(url);
  if (cached) {
    const tokens = await cached.catch(() => undefined);
    if (tokens && tokens.expiresAt - Date.now() / 1000 > 5 * 60) return tokens;
  }
  const fresh = logIn(request);
  sessions.set(url, fresh);
  return fresh;
}

/** The Authorization header of admin calls (the bare token, without a 'Bearer' prefix, as the legacy client sends it). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: (await adminTokens(request)).token };
}

/**
 * Logs the page in the way the login page leaves the browser: flag and token in localStorage, set
 * before the first page script runs. The refresh token is left out on purpose: the worker shares one
 * session, and a test rotating it would sign the others out.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  const { token } = await adminTokens(page.request);
  await page.addInitScript(
    ({ keys, token }) => {
      // Once per tab, like a real login: a later logout in the test stays logged out after reloads.
      try {
        if (window.sessionStorage.getItem('e2e-logged-in')) return;
        window.sessionStorage.setItem('e2e-logged-in', 'true');
        window.localStorage.setItem(keys.flag, 'true');
        window.localStorage.setItem(keys.token, token);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { keys: SESSION_KEYS, token },
  );
}

/** Calls a tRPC query over HTTP, the way the pages do, and returns its data. */
export async function trpcQuery<T>(request: APIRequestContext, procedure: string): Promise<T> {
  const response = await request.get(`/trpc/${procedure}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** Calls an admin tRPC mutation with a JSON input and returns its data. */
export async function trpcAdminMutation<T>(request: APIRequestContext, procedure: string, input?: unknown): Promise<T> {
  const response = await request.post(`/trpc/${procedure}`, {
    headers: await adminHeaders(request),
    data: input === undefined ? undefined : input,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

interface TrpcFailure {
  /** tRPC's code name: BAD_REQUEST, INTERNAL_SERVER_ERROR… */
  code: string;
  httpStatus: number;
  message: string;
  fieldErrors?: Record<string, string[]> | null;
}

/**
 * Makes the calls of a procedure fail the way tRPC reports an error, until the returned function is
 * called. Other procedures batched into the same request still get their real answers. The envelope
 * travels with HTTP 200 on purpose: the client reads the error from the body, and a 4xx/5xx status
 * would add the browser's own "Failed to load resource" console error, which the fixture counts.
 */
export async function failTrpcCall(page: Page, procedure: string, failure: TrpcFailure): Promise<() => Promise<void>> {
  const procedures = (url: URL) => (url.pathname.startsWith('/trpc/') ? url.pathname.slice('/trpc/'.length).split(',') : []);
  const matches = (url: URL) => procedures(url).includes(procedure);
  const error = {
    message: failure.message,
    code: -32603,
    data: { code: failure.code, httpStatus: failure.httpStatus, path: procedure, fieldErrors: failure.fieldErrors ?? null },
  };
  const handler = async (route: import('@playwright/test').Route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.has('batch'))
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error }) });
    const paths = procedures(url);
    let answers: unknown[] = paths.map(() => ({ error }));
    if (paths.length > 1) {
      const real = (await (await route.fetch()).json()) as unknown[];
      answers = real.map((answer, index) => (paths[index] === procedure ? { error } : answer));
    }
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answers) });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}
