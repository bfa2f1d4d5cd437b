import { afterAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import { loadEnv } from '../env';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { parseTrustProxy, resolveClientAddress, type TrustProxy } from './client-address';

afterAll(cleanup);

const trust = (raw: string) => parseTrustProxy(raw) as TrustProxy;

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', () => {
    expect(resolveClientAddress(trust('0'), '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('with one trusted hop takes the entry that proxy appended (the rightmost), never the forged leftmost', () => {
    expect(resolveClientAddress(trust('1'), '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(resolveClientAddress(trust('true'), '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('with two hops skips the inner proxy’s entry', () => {
    expect(resolveClientAddress(trust('2'), '10.0.0.2', '6.6.6.6, 203.0.113.7, 192.0.2.10')).toBe('203.0.113.7');
    // Fewer entries than hops: the furthest one there is.
    expect(resolveClientAddress(trust('3'), '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('with proxy addresses walks from the socket while the hop is a trusted proxy', () => {
    const proxies = trust('10.0.0.0/8, 2001:db8::1');
    expect(resolveClientAddress(proxies, '10.0.0.2', '6.6.6.6, 203.0.113.7, 10.1.1.1')).toBe('203.0.113.7');
    expect(resolveClientAddress(proxies, '::ffff:10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(resolveClientAddress(proxies, '2001:db8::1', '203.0.113.8')).toBe('203.0.113.8');
    // A request that did not come through the proxy: its header is not believed.
    expect(resolveClientAddress(proxies, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('stops at an entry that is not an address', () => {
    expect(resolveClientAddress(trust('1'), '10.0.0.2', '6.6.6.6, <script>')).toBe('10.0.0.2');
    expect(resolveClientAddress(trust('10.0.0.2'), '10.0.0.2', 'garbage')).toBe('10.0.0.2');
  });
});

describe('TRUST_PROXY', () => {
  it('accepts a hop count or addresses and names a bad value', () => {
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      list: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('a forged first hop behind a proxy', () => {
  it('does not escape the login throttle: 20 logins with made-up first hops are throttled by the real address', async () => {
    const deps = createTestDeps({ env: { TRUST_PROXY: '1' } });
    deps.db.insert(admins).values({ login: 'coach', passwordHash: 'locked' }).run();
    const app = createTestApp(deps);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await app.request('/api/admin/login', {
        method: 'POST',
        body: JSON.stringify({ login: 'coach', password: 'wrong-password' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.${i}.${i}, 203.0.113.7` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // The throttle is on the real address, not on the forged one nor on the whole account.
    const other = await app.request('/api/admin/login', {
      method: 'POST',
      body: JSON.stringify({ login: 'coach', password: 'wrong-password' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 203.0.113.8' },
    });
    expect(other.status).toBe(401);
  });

  it('does not escape the per-address request limit', async () => {
    const deps = createTestDeps({ env: { TRUST_PROXY: '1', RATE_LIMIT_CALLS_PER_MINUTE: '5' } });
    const app = createTestApp(deps);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await app.request('/api/posts', { headers: { 'x-forwarded-for': `6.6.${i}.${i}, 203.0.113.7` } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('with a proxy address list, believes the header only from that proxy', async () => {
    const deps = createTestDeps({ env: { TRUST_PROXY: '10.0.0.2', RATE_LIMIT_CALLS_PER_MINUTE: '1' } });
    const app = createTestApp(deps);
    const get = (socket: string, forwarded: string) =>
      app.request(
        '/api/posts',
        { headers: { 'x-forwarded-for': forwarded } },
        { incoming: { socket: { remoteAddress: socket } } },
      );
    expect((await get('10.0.0.2', '203.0.113.1')).status).toBe(200);
    expect((await get('10.0.0.2', '203.0.113.2')).status).toBe(200);
    expect((await get('10.0.0.2', '203.0.113.1')).status).toBe(429);
    // Straight to the server, not via the proxy: the forged header is ignored and the socket counts.
    expect((await get('198.51.100.9', '203.0.113.3')).status).toBe(200);
    expect((await get('198.51.100.9', '203.0.113.4')).status).toBe(429);
  });
});
