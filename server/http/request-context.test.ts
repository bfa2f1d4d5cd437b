import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, createTestDeps } from '../test/test-app';
import type { Context } from '../trpc/context';
import { contextFromRequest } from './request-context';

afterAll(cleanup);

/** The context one request to a throwaway app builds, with the given options. */
async function contextOf(headers: Record<string, string>, options?: { visitorOnly?: boolean }, trustProxy = '1') {
  const deps = createTestDeps({ env: { TRUST_PROXY: trustProxy } });
  let seen: Context | null = null;
  const app = new Hono().get('/', (c) => {
    seen = contextFromRequest(c, deps, options);
    return c.text('ok');
  });
  await app.request('/', { headers });
  if (!seen) throw new Error('the route did not run');
  return seen as Context;
}

describe('contextFromRequest', () => {
  const headers = { authorization: 'Bearer abc', 'user-agent': 'Test/1.0', 'x-forwarded-for': '203.0.113.7' };

  it('carries the token, the address a trusted proxy names and the browser', async () => {
    const context = await contextOf(headers);
    expect([context.authorization, context.ip, context.userAgent]).toEqual(['Bearer abc', '203.0.113.7', 'Test/1.0']);
  });

  it('drops the token for a page render, keeping the address', async () => {
    const context = await contextOf(headers, { visitorOnly: true });
    expect([context.authorization, context.ip]).toEqual([null, '203.0.113.7']);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const context = await contextOf(headers, {}, '0');
    expect(context.ip).not.toBe('203.0.113.7');
  });
});
