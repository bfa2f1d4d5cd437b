import fs from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { createTestPosts } from './news-data';
import { backupDirOf, copyDataDir, makeDataDir, startServer } from './servers';

/**
 * Once per run, before any worker starts:
 * 1. a template data directory: the server seeds the demo content into it, the test posts the news
 *    specs page through are added, and the server stops (seeding is the slow part of a start, paid once);
 * 2. the shared server, on E2E_PORT, on a copy of the template, for the specs that only read.
 * Workers inherit E2E_BASE_URL, E2E_DATA_DIR, E2E_TEMPLATE_DIR and E2E_LOST_PHOTO (news-data.ts); isolated.ts copies the template for
 * each worker of a spec that changes data. The returned function stops the server and removes the copies.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  const built = ['client/.vite/manifest.json', 'server/entry-server.js', 'server/index.js'];
  const missing = built.filter((file) => !fs.existsSync(path.resolve(import.meta.dirname, '..', distDir, file)));
  if (missing.length > 0) {
    throw new Error(`${distDir}/${missing[0]} is missing: run \`npm run build\` before the browser tests`);
  }
  const dirs: string[] = [];
  const cleanup = () => {
    for (const dir of dirs) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(backupDirOf(dir), { recursive: true, force: true });
    }
  };
  try {
    const template = makeDataDir('template');
    dirs.push(template);
    // The first start also puts the pages' demo photos through the media library (AVIF and WebP at
    // every width): 100 s and more on a loaded 2-core machine, paid once for the template.
    const seeding = await startServer({ dataDir: template, timeoutMs: 600_000 });
    try {
      const api = await request.newContext({ baseURL: seeding.url });
      process.env.E2E_LOST_PHOTO = await createTestPosts(api, template);
      await api.dispose();
    } finally {
      await seeding.stop();
    }

    const sharedDir = copyDataDir(template, 'shared');
    dirs.push(sharedDir);
    const port = Number(process.env.E2E_PORT ?? 4173);
    const shared = await startServer({ dataDir: sharedDir, port });
    process.env.E2E_TEMPLATE_DIR = template;
    process.env.E2E_DATA_DIR = sharedDir;
    process.env.E2E_BASE_URL = shared.url;
    return async () => {
      await shared.stop();
      cleanup();
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}
