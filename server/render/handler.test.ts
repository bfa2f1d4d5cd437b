import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context as HonoContext } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { loadEnv } from '../env';
import { createPageRenderer } from './handler';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-render-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Without a build only the environment is consulted, so the rest of AppDeps is not needed. */
function depsFor(nodeEnv: 'development' | 'production'): AppDeps {
  return { env: loadEnv({ NODE_ENV: nodeEnv, DATA_DIR: dataDir, PUBLIC_URL: 'https://academy.example.ru' }) } as AppDeps;
}

describe('createPageRenderer without a build', () => {
  const clientDir = path.join(dataDir, 'no-build', 'client');

  it('refuses to start in production and says how to build', async () => {
    await expect(createPageRenderer(depsFor('production'), { clientDir })).rejects.toThrow(/npm run build/);
  });

  it('in development answers pages with a pointer to Vite (which renders them in npm run dev)', async () => {
    const renderPage = await createPageRenderer(depsFor('development'), { clientDir });
    const response = await renderPage({} as HonoContext);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/localhost:5173/);
  });
});
