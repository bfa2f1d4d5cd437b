import { afterEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { flushRequestLog, maskIp } from './request-log';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Captures stdout (the request lines, one entry per line) and console.error (the error reports) during `run`. */
async function captured(run: () => Promise<void>): Promise<{ lines: string[]; errors: string[] }> {
  const lines: string[] = [];
  const errors: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((text: string | Uint8Array) => lines.push(String(text)) > 0);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  await run();
  // Request lines are written together at the end of the event loop's turn: write them now.
  flushRequestLog();
  vi.restoreAllMocks();
  return { lines: lines.flatMap((text) => text.split('\n')).filter(Boolean), errors };
}

describe('request log', () => {
  it('writes one line per request: id, method, path without the query, status, time, masked address', async () => {
    const app = createTestApp(createTestDeps({ env: { TRUST_PROXY: '1', LOG_FORMAT: 'text' } }));
    let id = '';
    const { lines } = await captured(async () => {
      const res = await app.request('/robots.txt?token=secret-in-query', { headers: { 'x-forwarded-for': '203.0.113.77' } });
      id = res.headers.get('x-request-id') ?? '';
    });
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+Z ${id} GET /robots.txt 200 [\\d.]+ms 203\\.0\\.113\\.0$`));
    expect(lines[0]).not.toContain('secret-in-query');
  });

  it('prints JSON with LOG_FORMAT=json', async () => {
    const app = createTestApp(createTestDeps({ env: { LOG_FORMAT: 'json' } }));
    const { lines } = await captured(async () => {
      await app.request('/no-such-thing');
    });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', method: 'GET', path: '/no-such-thing', status: 404 });
  });

  it('keeps passwords, tokens, phones and names out of the log', async () => {
    const deps = createTestDeps({ env: { LOG_FORMAT: 'json', TRUST_PROXY: '1' } });
    deps.db
      .insert(admins)
      .values({ login: 'owner', passwordHash: await hashPassword('correct-horse-battery') })
      .run();
    const app = createTestApp(deps);
    const token = await adminToken(deps);
    const { lines, errors } = await captured(async () => {
      await app.request('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'owner', password: 'correct-horse-battery' }),
      });
      await app.request('/trpc/auth.me', { headers: { authorization: `Bearer ${token}` } });
      await app.request('/api/applications/submit-application', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ульяна', lastname: 'Секретова', phone: '+79991234567', age: 30, direction: 'Бокс' }),
      });
    });
    expect(lines).toHaveLength(3);
    const all = [...lines, ...errors].join('\n');
    for (const secret of ['correct-horse-battery', token, 'Ульяна', 'Секретова', '79991234567', 'owner']) {
      expect(all).not.toContain(secret);
    }
  });

  it('accepts a sane X-Request-Id only from a trusted proxy', async () => {
    const trusted = createTestApp(createTestDeps({ env: { TRUST_PROXY: '1' } }));
    const direct = createTestApp(createTestDeps());
    await captured(async () => {
      const kept = await trusted.request('/robots.txt', { headers: { 'x-request-id': 'caddy-0c2f1e9a-77' } });
      expect(kept.headers.get('x-request-id')).toBe('caddy-0c2f1e9a-77');
      const odd = await trusted.request('/robots.txt', { headers: { 'x-request-id': 'x y<script>' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
      const untrusted = await direct.request('/robots.txt', { headers: { 'x-request-id': 'caddy-0c2f1e9a-77' } });
      expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
    });
  });
});

describe('request id in internal errors', () => {
  it('the /api 500 answer and the tRPC error carry the id of the logged failure', async () => {
    const deps = createTestDeps({ env: { LOG_FORMAT: 'text' } });
    const app = createTestApp(deps);
    deps.db.$client.close(); // every query now fails inside the server
    const { lines, errors } = await captured(async () => {
      const api = await app.request('/api/prices');
      expect(api.status).toBe(500);
      const body = await api.json();
      expect(body).toEqual({ message: 'Внутренняя ошибка сервера', requestId: api.headers.get('x-request-id') });

      const trpc = await app.request('/trpc/prices.list');
      expect(trpc.status).toBe(500);
      const shape = await trpc.json();
      expect(shape.error.data.requestId).toBe(trpc.headers.get('x-request-id'));
      expect(shape.error.message).not.toContain('database');
    });
    expect(lines.filter((l) => / 500 /.test(l))).toHaveLength(2);
    const ids = lines.map((l) => l.split(' ')[1]);
    for (const id of ids) expect(errors.some((e) => e.includes(id as string))).toBe(true);
  });

  it('client errors carry no id', async () => {
    const app = createTestApp(createTestDeps());
    await captured(async () => {
      const res = await app.request('/trpc/auth.me');
      expect((await res.json()).error.data.requestId).toBeNull();
    });
  });
});

describe('maskIp', () => {
  it('zeroes the host part of IPv4 and keeps /48 of IPv6', () => {
    expect(maskIp('198.51.100.23')).toBe('198.51.100.0');
    expect(maskIp('::ffff:127.0.0.1')).toBe('127.0.0.0');
    expect(maskIp('2001:db8:1234:5678::1')).toBe('2001:db8:1234::');
    expect(maskIp('::1')).toBe('::');
    expect(maskIp('unknown')).toBe('unknown');
  });
});
