import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '#shared/messages/server.ru';
import { MAX_INPUT_DEPTH } from '#shared/rules/input-depth';
import type { AppDeps } from './deps';
import { appRouter } from './routers/_app';
import { callerAs } from './test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps, dumpTables } from './test/test-app';

/**
 * An input nested 10,000 levels deep, sent by the owner to every procedure (walking the router) and
 * to every /api route that takes a body: a 400 with a Russian message, never a 500, nothing stored
 * and nothing logged. It used to overflow the stack in the audit step, which looked for the
 * object's id in the raw input before the procedure had validated it.
 */

const DEEP = 10_000;
const BODIES = {
  objects: `${'{"member":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  lists: `${'{"x":['.repeat(DEEP)}1${']}'.repeat(DEEP)}`,
};
const RUSSIAN = /[А-Яа-яЁё]/;

let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
let token: string;
const consoleErrors: string[] = [];

const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

/** Every stored row, by table. */
const dump = (): Record<string, string> => dumpTables(deps);

async function answer(url: string, init: RequestInit): Promise<{ status: number; message: string }> {
  const response = await app.request(url, init);
  const body = (await response.json()) as { message?: string; error?: { message?: string } };
  return { status: response.status, message: body.message ?? body.error?.message ?? '' };
}

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
  app = createTestApp(deps, { renderPage: async (c) => c.html('<p>page</p>') });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' ').slice(0, 300));
  });
}, 120_000);
afterAll(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('an input nested 10,000 deep', () => {
  it('is refused with 400 by every procedure over /trpc, as a body and in the address', async () => {
    expect(procedures.length).toBeGreaterThan(100);
    const before = dump();
    const failures: string[] = [];
    const auth = { authorization: token, 'content-type': 'application/json' };
    for (const { path, type } of procedures) {
      for (const [shape, body] of Object.entries(BODIES)) {
        const sent: Array<[string, RequestInit]> = [[`/trpc/${path}`, { method: 'POST', body, headers: auth }]];
        if (type === 'query') sent.push([`/trpc/${path}?input=${encodeURIComponent(body)}`, { headers: auth }]);
        for (const [url, init] of sent) {
          const { status, message } = await answer(url, init);
          if (status !== 400 || !RUSSIAN.test(message))
            failures.push(`${path} ${shape} ${init.method ?? 'GET'}: ${status} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(dump()).toEqual(before);
  }, 300_000);

  it('is refused with 400 by every procedure called directly, before any step reads it', async () => {
    const owner = callerAs(deps, token) as unknown as Record<string, unknown>;
    const failures: string[] = [];
    const before = dump();
    for (const { path } of procedures) {
      const call = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], owner) as (
        input: unknown,
      ) => Promise<unknown>;
      for (const [shape, body] of Object.entries(BODIES)) {
        const outcome = await call(JSON.parse(body)).then(
          () => 'answered',
          (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
        );
        if (outcome !== `BAD_REQUEST: ${serverMessages.server.inputTooDeep(MAX_INPUT_DEPTH)}`)
          failures.push(`${path} ${shape}: ${outcome}`);
      }
    }
    expect(failures).toEqual([]);
    expect(dump()).toEqual(before);
  }, 300_000);

  it('is refused with 400 by every /api route that reads a body, in the legacy { message }', async () => {
    const routes = app.routes.filter((route) => route.path.startsWith('/api/') && !['GET', 'ALL'].includes(route.method));
    expect(routes.length).toBeGreaterThan(10);
    const before = dump();
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1');
      for (const body of Object.values(BODIES)) {
        const { status, message } = await answer(url, {
          method: route.method,
          body,
          headers: { authorization: token, 'content-type': 'application/json' },
        });
        // ЮKassa's notifications take at most 64 KB (server/http/yookassa-notifications.ts): a body that
        // deep is refused by its size first, 413, before anything parses it.
        const expected = url === '/api/yookassa/notifications' ? 413 : 400;
        if (status !== expected || !RUSSIAN.test(message)) failures.push(`${route.method} ${url}: ${status} ${message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(dump()).toEqual(before);
  }, 300_000);

  it('still lets an ordinary body through the edge check, byte for byte', async () => {
    const created = await answer('/trpc/groups.create', {
      method: 'POST',
      body: JSON.stringify({ name: 'Группа «[{скобки}]» \\ "кавычки"' }),
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(created.status).toBe(200);
    const names = (await callerAs(deps, token).groups.list()).map((group) => group.name);
    expect(names).toContain('Группа «[{скобки}]» \\ "кавычки"');
  });
});
