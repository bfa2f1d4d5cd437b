import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built site (`npm run build` first), in Chromium at phone (390 px) and
 * desktop (1440 px) widths. e2e/global-setup.ts seeds a template data directory once and starts the
 * shared server (read-only specs) on E2E_PORT; specs that change data import `test` from
 * e2e/isolated.ts and get a server and data directory per worker (e2e/README.md).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's headless shell (package chromium-headless-shell) is what Playwright itself runs for headless
 * Chromium: the same Blink and V8 without the desktop browser around them. On this 2-core machine
 * 62 tests took 3.5 min in it against 4.9 min in the full browser, whose load pushed a hydration past
 * its wait on CI. The full `chromium` is the fallback (and what Lighthouse runs).
 */
const debianBrowsers = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH ?? debianBrowsers.find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI too: a test that passes only on a second try is a bug to fix (shared state, a
  // race, a fixed sleep), and a retry would hide it. Run with --retries=N by hand to study a flake.
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace snapshots the page at every action: a third of the suite's time on this
    // 2-core machine (62 tests: 3.5 min with traces kept on failure, 2.3 min without). To study a
    // failure, run that spec again with `--trace retain-on-failure` (or `on`).
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});
