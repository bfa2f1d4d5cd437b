import type { Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './fixtures';

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

function scriptSrc(policy: string | null): string {
  return (
    policy
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? ''
  );
}

test.describe('Content-Security-Policy', () => {
  test('public pages run under a strict policy without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ['/', '/mma', '/schedule', '/online-store', '/press-center']) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? null;
      expect(scriptSrc(policy), path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(response?.headers()['permissions-policy'], path).toContain('camera=()');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
  });

  test('the waiting list’s ALTCHA captcha solves in its workers under the policy', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await page.goto('/waiting-list');
    await page.locator('.wl-captcha').scrollIntoViewIfNeeded();
    const widget = page.locator('altcha-widget');
    await widget.getByText('Я не робот').click();
    await expect(widget.getByText('Проверено')).toBeVisible({ timeout: 60_000 });
    expect(await violations()).toEqual([]);
  });

  test('admin pages run without violations', async ({ page }) => {
    const violations = await watchViolations(page);
    await loginAsAdmin(page);
    for (const path of ['/admin-dashboard', '/admin-products', '/edit-ad', '/admin/news', '/admin/settings']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
  });
});
