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

const debianChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(debianChromium) ? debianChromium : undefined);

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--headless=new',
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
