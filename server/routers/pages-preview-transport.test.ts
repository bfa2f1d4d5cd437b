import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalContacts } from '#shared/schemas/pages/fixtures';
import type { AppDeps } from '../deps';
import { contentVersion } from '../lib/content-version';
import { insertFirstVersion } from '../lib/pages/first-version';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  token = await adminToken(deps);
  insertFirstVersion(deps, 'contacts', minimalContacts());
});
afterAll(cleanup);

/** A contacts page with every text at its longest: what an editor's preview may send. */
function longContacts() {
  const page = minimalContacts();
  return {
    ...page,
    intro: { title: 'Т'.repeat(80), lead: 'Ж'.repeat(400) },
    findUs: Array.from({ length: 6 }, () => ({ title: 'Б'.repeat(40), text: 'Ю'.repeat(600) })),
  };
}

describe('a preview of a whole page (a long query input)', () => {
  it('is too long for an address (Node refuses a request head over 16 KB)', async () => {
    const input = encodeURIComponent(JSON.stringify({ key: 'contacts', document: longContacts() }));
    expect(input.length).toBeGreaterThan(16 * 1024);
    const response = await createTestApp(deps).request(`/trpc/pages.resolvePreview?input=${input}`, {
      headers: { authorization: token },
    });
    // Hono's test request has no head limit; a real server (Node: 16 KB) answers 431. The length is the point.
    expect(response.status).toBeLessThan(500);
  });

  it('goes as a POST and is answered as the query it is, without bumping the content version', async () => {
    const app = createTestApp(deps);
    const before = contentVersion();
    const response = await app.request('/trpc/pages.resolvePreview', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'contacts', document: longContacts() }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { kind: string; data: { intro: { lead: string } } } } };
    expect(body.result.data.kind).toBe('contacts');
    expect(body.result.data.data.intro.lead).toBe('Ж'.repeat(400));
    expect(contentVersion()).toBe(before);
  });
});
