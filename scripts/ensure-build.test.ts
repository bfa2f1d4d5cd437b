import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/ensure-build.mjs (run before `npm start` and by `npm run bench`) in a throwaway project
 * whose `npm run build` writes the three outputs and counts its runs, so the test sees when the
 * script decides to build without running the real (slow) build.
 */
let project: string;
const OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/server/index.js'];
const FAKE_BUILD = `import fs from 'node:fs';
for (const file of ${JSON.stringify(OUTPUTS)}) {
  fs.mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
  fs.writeFileSync(file, 'built');
}
fs.appendFileSync('builds.log', 'build\\n');
`;

function write(file: string, text = 'x'): void {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), text);
}

/** Edits a file now: newer than the outputs of the last build, older than those of the next. */
function touch(file: string): void {
  const now = new Date();
  fs.utimesSync(path.join(project, file), now, now);
}

function builds(): number {
  const log = path.join(project, 'builds.log');
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
}

function ensureBuild(): number {
  const result = spawnSync(process.execPath, [path.join(project, 'scripts/ensure-build.mjs')], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return builds();
}

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-ensure-build-'));
  write('package.json', JSON.stringify({ type: 'module', scripts: { build: 'node fake-build.mjs' } }));
  write('fake-build.mjs', FAKE_BUILD);
  fs.mkdirSync(path.join(project, 'scripts'));
  fs.copyFileSync(path.join(import.meta.dirname, 'ensure-build.mjs'), path.join(project, 'scripts/ensure-build.mjs'));
  for (const file of [
    'client/main.tsx',
    'shared/rules/news.ts',
    'server/index.ts',
    'server/app.ts',
    'server/app.test.ts',
    'server/test/wall-generator.ts',
    'server/render/handler.ts',
    'drizzle/0001_news.sql',
    'vite.config.ts',
  ])
    write(file);
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

// Each check starts node and npm (a second or more on a busy machine).
describe('scripts/ensure-build.mjs', { timeout: 60_000 }, () => {
  it('builds when the build is missing, and not again while nothing changed', () => {
    expect(ensureBuild()).toBe(1);
    expect(ensureBuild()).toBe(1);
  });

  it('rebuilds when a server source changes (the compiled server would be stale), not only the render code', () => {
    touch('server/app.ts');
    expect(ensureBuild()).toBe(2);
    touch('server/render/handler.ts');
    expect(ensureBuild()).toBe(3);
  });

  it('rebuilds when a migration is added (the build carries the migrations)', () => {
    write('drizzle/0002_more.sql');
    touch('drizzle/0002_more.sql');
    expect(ensureBuild()).toBe(4);
  });

  it('does not rebuild for a changed test or test helper', () => {
    touch('server/app.test.ts');
    touch('server/test/wall-generator.ts');
    expect(ensureBuild()).toBe(4);
  });

  it('rebuilds when one output is missing', () => {
    fs.rmSync(path.join(project, 'dist/server/index.js'));
    expect(ensureBuild()).toBe(5);
  });
});
