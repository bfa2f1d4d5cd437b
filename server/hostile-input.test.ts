import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications } from './db/schema';
import { seedIfEmpty } from './db/seed';
import type { AppDeps } from './deps';
import { currentEdition } from './lib/consent';
import { appRouter } from './routers/_app';
import { adminToken, cleanup, createTestApp, createTestDeps, dumpTables } from './test/test-app';

/**
 * The whole /api and /trpc surface with hostile input: every procedure and route gets oversized,
 * mistyped, malformed, deeply nested, unicode-laden and injected input, with and without an admin
 * token. Nothing may answer 5xx or log an internal error, and anonymous requests may not change
 * a single stored row.
 */

const HUGE = 'Я'.repeat(200_000);
const VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  HUGE,
  '\u0000',
  '\ud800',
  '\u202e\u200b\ufeffзапись',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  'javascript:alert(1)',
  [],
  Array.from({ length: 5000 }, (_, i) => i),
  {},
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
];

const FIELDS = ['id', 'login', 'password', 'refreshToken', 'name', 'phone', 'text', 'title', 'month', 'year', 'group', 'status'];

/** Inputs for any procedure, as JSON text: the values alone, as every common field name, and nested 5,000 deep. */
function hostileInputs(): string[] {
  const inputs = VALUES.map((value) => JSON.stringify(value) ?? 'null');
  inputs.push(`${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`, '1e309', '{"id":1e309}');
  for (const value of [null, -1, HUGE, '\ud800', [], {}, 'javascript:alert(1)']) {
    inputs.push(JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))));
  }
  return inputs;
}

let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
let token: string;
const consoleErrors: string[] = [];

/** Every stored row, by table (a failure then names the table that changed). */
const dump = (): Record<string, string> => dumpTables(deps);

beforeAll(async () => {
  deps = createTestDeps({ env: { TRUST_PROXY: '1' } });
  await seedIfEmpty({ db: deps.db, uploadsDir: deps.env.uploadsDir });
  deps.db
    .insert(applications)
    .values({ name: 'Иван', lastname: 'Петров', phone: '+7 912 345-67-89', age: 12, direction: 'Boxing', createdAt: 1 })
    .run();
  token = await adminToken(deps);
  app = createTestApp(deps, { renderPage: async (c) => c.html('<p>page</p>') });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' ').slice(0, 300));
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}, 120_000);
afterAll(() => {
  vi.restoreAllMocks();
  cleanup();
});

const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

async function send(url: string, init: RequestInit = {}): Promise<{ status: number; url: string }> {
  const response = await app.request(url, init);
  await response.arrayBuffer();
  return { status: response.status, url: `${init.method ?? 'GET'} ${url}` };
}

function trpcRequests(auth: Record<string, string>): Array<[string, RequestInit]> {
  const requests: Array<[string, RequestInit]> = [];
  for (const { path, type } of procedures) {
    for (const json of hostileInputs()) {
      if (type === 'query') {
        requests.push([`/trpc/${path}?input=${encodeURIComponent(json.slice(0, 20_000))}`, { headers: auth }]);
      } else {
        requests.push([
          `/trpc/${path}`,
          { method: 'POST', body: json, headers: { ...auth, 'content-type': 'application/json' } },
        ]);
      }
    }
    // Bad JSON, wrong content types, bad multipart.
    requests.push([`/trpc/${path}?input=%7Bnot-json`, { headers: auth }]);
    requests.push([`/trpc/${path}`, { method: 'POST', body: '{"a":', headers: { ...auth, 'content-type': 'application/json' } }]);
    requests.push([
      `/trpc/${path}`,
      { method: 'POST', body: '--x\r\nbroken', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' } },
    ]);
    requests.push([
      `/trpc/${path}`,
      { method: 'POST', body: 'a=1', headers: { ...auth, 'content-type': 'multipart/form-data' } },
    ]);
    requests.push([`/trpc/${path}`, { method: 'PUT', body: '{}', headers: auth }]);
  }
  return requests;
}

function apiRequests(auth: Record<string, string>): Array<[string, RequestInit]> {
  const requests: Array<[string, RequestInit]> = [];
  const routes = app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL');
  const seen = new Set<string>();
  for (const route of routes) {
    for (const id of ['1', '-1', '0', '99999999999999999999', 'abc', '%00', '..%2F..%2Fetc%2Fpasswd', 'Я']) {
      const url = route.path.replace(/:[A-Za-z]+/g, id);
      const key = `${route.method} ${url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (route.method === 'GET') {
        requests.push([
          `${url}?group=${encodeURIComponent(HUGE.slice(0, 5000))}&month=-1&year=abc&page=1e309`,
          { headers: auth },
        ]);
        requests.push([url, { headers: auth }]);
        continue;
      }
      for (const json of hostileInputs()) {
        requests.push([
          url,
          {
            method: route.method,
            body: json,
            headers: { ...auth, 'content-type': 'application/json' },
          },
        ]);
      }
      requests.push([url, { method: route.method, body: '{"a":', headers: { ...auth, 'content-type': 'application/json' } }]);
      requests.push([
        url,
        {
          method: route.method,
          body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot-an-image\r\n--x--',
          headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
        },
      ]);
      requests.push([
        url,
        { method: route.method, body: 'garbage', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=' } },
      ]);
      requests.push([
        url,
        {
          method: route.method,
          body: new Uint8Array(8 * 1024 * 1024),
          headers: { ...auth, 'content-type': 'application/octet-stream' },
        },
      ]);
    }
  }
  return requests;
}

const OTHER: Array<[string, RequestInit]> = [
  [`/trpc/${Array.from({ length: 5000 }, () => 'posts.list').join(',')}?batch=1`, {}],
  ['/trpc/posts.list,posts.list?batch=1&input=%7B%220%22%3A%7B%7D%2C%221%22%3A%5B%5D%7D', {}],
  ['/trpc/nope.nothing', {}],
  ['/trpc/', {}],
  ['/trpc/%00', {}],
  ['/api/../../etc/passwd', {}],
  ['/api/%2e%2e/%2e%2e/etc/passwd', {}],
  ['/uploads/..%2f..%2fetc%2fpasswd', {}],
  ['/uploads/%2e%2e/academy.db', {}],
  ['/static/..%2f..%2fpackage.json', {}],
  ['/.vite/manifest.json', {}],
  [
    '/API/ADMIN/LOGIN/',
    { method: 'POST', body: '{"login":"admin","password":"x"}', headers: { 'content-type': 'application/json' } },
  ],
  ['/api/admin/login', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } }],
  ['/api/posts', { headers: { authorization: `Bearer ${'a'.repeat(20_000)}` } }],
  ['/api/posts', { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.' } }],
  ['/api/posts', { headers: { 'x-forwarded-for': '<script>, 999.999.1.1, ::ffff:zz, 10.0.0.1' } }],
  ['/api/posts', { headers: { 'x-forwarded-proto': 'https, javascript', host: 'evil.example' } }],
  ['/api/posts', { method: 'POST', body: 'x'.repeat(7 * 1024 * 1024), headers: { 'content-type': 'application/json' } }],
  [
    '/trpc/applications.submit',
    { method: 'POST', body: 'x'.repeat(7 * 1024 * 1024), headers: { 'content-type': 'application/json' } },
  ],
];

describe('hostile input on every /api route and /trpc procedure', () => {
  it('anonymous: no 5xx, no internal error logged, not one stored row changed', async () => {
    expect(procedures.length).toBeGreaterThan(30);
    // The first consent edition is written when the text is first shown, as any visitor's first
    // look at the form does; after that, nothing an anonymous caller sends may change a row.
    currentEdition(deps);
    const before = dump();
    const failures: string[] = [];
    let sent = 0;
    for (const [url, init] of [...trpcRequests({}), ...apiRequests({}), ...OTHER]) {
      const { status, url: label } = await send(url, init);
      sent++;
      if (status >= 500) failures.push(`${status} ${label.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(dump()).toEqual(before);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('with an admin token: still no 5xx and no internal error logged', async () => {
    const failures: string[] = [];
    const auth = { authorization: token };
    for (const [url, init] of [...trpcRequests(auth), ...apiRequests(auth)]) {
      const { status, url: label } = await send(url, init);
      if (status >= 500) failures.push(`${status} ${label.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 600_000);
});
