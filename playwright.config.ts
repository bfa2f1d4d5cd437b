import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built site (`npm run build` first): the real start command on a fresh
 * data directory and its own port, in Chromium at phone (390 px) and desktop (1440 px) widths.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Workers re-read this file; they inherit the runner's environment, so the directory is made once.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));

const debianChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(debianChromium) ? debianChromium : undefined);

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
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
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/robots.txt`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      ADMIN_LOGIN: 'admin',
      ADMIN_PASSWORD: 'e2e-password-123',
      // Production requires the public address; the site's own links then point at the test server.
      PUBLIC_URL: baseURL,
      // Every test runs from 127.0.0.1: the per-address limits are raised so the suite never meets them.
      RATE_LIMIT_CALLS_PER_MINUTE: '1000000',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      APPLICATIONS_PER_HOUR_PER_ADDRESS: '1000000',
      APPLICATIONS_PER_HOUR: '1000000',
      // The specs sign the same phones up again on purpose (each project, each retry).
      DUPLICATE_APPLICATION_HOURS: '0',
    },
  },
});
