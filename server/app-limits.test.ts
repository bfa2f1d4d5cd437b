import { afterAll, describe, expect, it } from 'vitest';
import { TRPC_BATCH } from '#shared/constants';
import { cleanup, createTestApp, createTestDeps } from './test/test-app';

afterAll(cleanup);

function batchUrl(calls: number): string {
  const paths = Array.from({ length: calls }, () => 'posts.list').join(',');
  const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]));
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('tRPC batches', () => {
  it(`answers a batch of ${TRPC_BATCH.serverMax} calls and refuses a bigger one with 400 before running any call`, async () => {
    const app = createTestApp(createTestDeps());
    const ok = await app.request(batchUrl(TRPC_BATCH.serverMax));
    expect(ok.status).toBe(200);
    expect((await ok.json()) as unknown[]).toHaveLength(TRPC_BATCH.serverMax);

    const started = performance.now();
    const refused = await app.request(batchUrl(1000));
    expect(refused.status).toBe(400);
    const body = (await refused.text()).slice(0, 2000);
    expect(body).toContain('Слишком много вызовов в одном запросе');
    // A refusal, not 1,000 answers: a few hundred bytes.
    expect(body.length).toBeLessThan(2000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('the browser batch link never sends more than the server accepts', () => {
    expect(TRPC_BATCH.clientMax).toBeLessThanOrEqual(TRPC_BATCH.serverMax);
  });
});

describe('per-address rate limits', () => {
  it('counts every call of a batch and answers 429 with Retry-After and a Russian message', async () => {
    const deps = createTestDeps({ env: { RATE_LIMIT_CALLS_PER_MINUTE: '30', RATE_LIMIT_WRITES_PER_MINUTE: '100' } });
    const app = createTestApp(deps);
    expect((await app.request(batchUrl(20))).status).toBe(200);
    expect((await app.request(batchUrl(10))).status).toBe(200);
    const refused = await app.request(batchUrl(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Слишком много запросов');
    // /api draws from the same allowance.
    const api = await app.request('/api/posts');
    expect(api.status).toBe(429);
    expect(((await api.json()) as { message: string }).message).toBe('Слишком много запросов. Попробуйте позже.');
  });

  it('limits writes on /api and /trpc separately from reads', async () => {
    const deps = createTestDeps({ env: { RATE_LIMIT_CALLS_PER_MINUTE: '1000', RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
    const app = createTestApp(deps);
    const post = (url: string) =>
      app.request(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    const statuses = [
      (await post('/api/admin/logout')).status,
      (await post('/trpc/auth.logout')).status,
      (await post('/api/admin/logout')).status,
      (await post('/trpc/auth.logout')).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await app.request('/api/posts')).status).toBe(200);
  });

  it('keeps one address from spending another address’s allowance', async () => {
    const deps = createTestDeps({ env: { RATE_LIMIT_CALLS_PER_MINUTE: '2', TRUST_PROXY: '1' } });
    const app = createTestApp(deps);
    const from = (ip: string) => app.request('/api/posts', { headers: { 'x-forwarded-for': ip } });
    expect([(await from('203.0.113.1')).status, (await from('203.0.113.1')).status, (await from('203.0.113.1')).status]).toEqual([
      200, 200, 429,
    ]);
    expect((await from('203.0.113.2')).status).toBe(200);
  });
});
