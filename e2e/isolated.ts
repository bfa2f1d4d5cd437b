import fs from 'node:fs';
import type { TestServer } from './active-server';
import { test as shared } from './fixtures';
import { backupDirOf, copyDataDir, startServer } from './servers';

export { expect } from './fixtures';

/**
 * `test` for specs that change data (the ad, settings, the schedule, prices, products, posts, the
 * journal, applications, logins): the same fixtures as fixtures.ts, but every worker gets a server
 * and a data directory of its own, copied from the template global-setup.ts seeded once. No other
 * worker, and no read-only spec, can see a half-done change.
 *
 * A worker runs its tests one at a time, in no fixed order, and keeps its server between them: a test
 * sets up the state it needs (and may leave what it changed) instead of relying on an earlier test.
 */
export const test = shared.extend<object, { server: TestServer; serverEnv: Record<string, string> }>({
  /** Extra environment for this worker's server, e.g. `test.use({ serverEnv: { … } })` (starts a new worker). */
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      if (!template) throw new Error('E2E_TEMPLATE_DIR is not set: run the tests through playwright.config.ts');
      const dataDir = copyDataDir(template, 'worker');
      const running = await startServer({ dataDir, env: serverEnv });
      try {
        await use({ url: running.url, dataDir });
      } finally {
        await running.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(backupDirOf(dataDir), { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
