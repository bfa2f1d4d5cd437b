import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';

describe('the login form sent before its script has loaded', () => {
  const deps = createTestDeps();
  afterAll(() => cleanup());

  it('is answered with the login page again, the password in no address', async () => {
    const form = new URLSearchParams({ login: 'owner', password: 'секрет-123' });
    const response = await createTestApp(deps).request('/authorization-account', { method: 'POST', body: form });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/authorization-account');
  });
});
