import { test as base, expect, type Page } from '@playwright/test';
import { AD_POPUP_CLOSED_KEY } from '#client/features/ad/ad-session';
import { setActiveServer, type TestServer } from './active-server';

/** React's own hydration complaints, in development and production wording. */
const HYDRATION_TEXT = /hydrat|did not match|server rendered|Minified React error #(418|423|425)/i;

export type { TestServer };

interface TestFixtures {
  page: Page;
  showAdPopup: boolean;
  /** Console errors a test causes on purpose (a refused login's 401, an aborted request…). */
  allowedConsoleErrors: RegExp[];
  _activeServer: undefined;
}

/**
 * `page` that fails the test on any console.error, uncaught page error or hydration warning, and
 * marks the server-rendered <h1> before scripts run so a test can tell that React hydrated it in place
 * (a hydration mismatch makes React re-create the tree, and the mark is lost).
 *
 * `server` is the one the test talks to: here the run's shared server, for specs that only read;
 * isolated.ts gives each worker a server and data directory of its own for specs that change data.
 */
export const test = base.extend<TestFixtures, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const url = process.env.E2E_BASE_URL;
      const dataDir = process.env.E2E_DATA_DIR;
      if (!url || !dataDir) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
      await use({ url, dataDir });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  _activeServer: [
    async ({ server }, use) => {
      setActiveServer(server);
      await use(undefined);
    },
    { auto: true },
  ],
  allowedConsoleErrors: [[], { option: true }],
  /**
   * The ad pop-up is shared state: while a test has it switched on it would cover other
   * tests' pages. Every page starts with the tab's "ad closed" flag set unless a test opts in.
   */
  showAdPopup: [false, { option: true }],
  page: async ({ page, showAdPopup, allowedConsoleErrors }, use) => {
    if (!showAdPopup) {
      await page.addInitScript((key) => {
        try {
          window.sessionStorage.setItem(key, '1');
        } catch {
          // about:blank has no storage.
        }
      }, AD_POPUP_CLOSED_KEY);
    }
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // A page served with status 404 on purpose: the browser logs the document's own status.
      if (text.startsWith('Failed to load resource') && message.location().url === page.url()) return;
      // The run's data has one post whose photo is gone on purpose (news-data.ts): a page that lists
      // every post, like the admin news editor, loads it and the browser logs the 404.
      const lostPhoto = process.env.E2E_LOST_PHOTO;
      if (text.startsWith('Failed to load resource') && lostPhoto && message.location().url.includes(lostPhoto)) return;
      if (message.type() === 'error' && allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
      if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION_TEXT.test(text))) {
        // The browser's "Failed to load resource" names no address; its location does.
        const where = message.location().url;
        problems.push(`console.${message.type()}: ${text}${where ? ` (${where})` : ''}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const heading = document.querySelector('h1');
        if (heading) (heading as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
      });
    });
    await use(page);
    expect(problems, 'console errors, page errors or hydration warnings').toEqual([]);
  },
});

export { expect };

/**
 * How long a page may take to become interactive. The scripts arrive in a few hundred milliseconds on
 * a quiet machine, but CI shares two cores between two browsers and three servers, and a hydration
 * took over 7 s there (the default expect timeout): the test was waiting for the right thing, too briefly.
 */
const HYDRATION_TIMEOUT_MS = 25_000;

/**
 * Waits until React owns the page's <h1>, as a visitor waits for a page to respond: typing into a
 * controlled input, or clicking a client-side link, before that is lost. The one way every spec waits.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const heading = document.querySelector('h1');
          return heading ? Object.keys(heading).some((key) => key.startsWith('__reactFiber')) : false;
        }),
      { timeout: HYDRATION_TIMEOUT_MS, message: 'React hydrated the page' },
    )
    .toBe(true);
}

/** Waits until React has hydrated the page's <h1> and checks it is the element the server sent. */
export async function expectHydratedInPlace(page: Page): Promise<void> {
  await waitForHydration(page);
  const fromServer = await page.evaluate(
    () => (document.querySelector('h1') as (HTMLElement & { __fromServer?: boolean }) | null)?.__fromServer,
  );
  expect(fromServer, 'the server-rendered <h1> survived hydration').toBe(true);
}

/** The value of a head tag in raw HTML (attribute order as React renders it: name/property first). */
export function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
