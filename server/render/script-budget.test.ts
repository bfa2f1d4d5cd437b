import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteManifest } from './route-assets';
import {
  BUDGETED_ROUTES,
  CAPTCHA_ROUTES,
  ceilingOf,
  initialScripts,
  measureRoute,
  measureStartup,
  NEW_ROUTE_CEILING,
  overBudget,
  pageGoal,
  type RecordedSizes,
  reachableScripts,
  SLIDER_ROUTES,
} from './script-budget';

/**
 * The scripts each public page loads, from a real production build of the client made here (into a
 * temporary directory, so the test does not depend on `npm run build` having run or on its age).
 * A small plugin records which source modules went into which output file.
 */
let outDir: string;
let manifest: ViteManifest;
const modulesByFile = new Map<string, string[]>();

/**
 * Admin screens: the admin features and components and the split-off parts of the admin routes. The
 * admin routes' definitions themselves (guards, the URL search parsing in features/admin-<name>/search.ts,
 * ~1 kB) are part of the route tree every page carries; their screens are not.
 */
const ADMIN_MODULE =
  /[\\/]client[\\/](features[\\/]admin-(?![^/\\]+[\\/]search\.ts$)|components[\\/]admin[\\/]|routes[\\/]_admin[^?]*\?tsr-split=)/;
const CAPTCHA_MODULE = /node_modules[\\/]altcha[\\/]|[\\/]client[\\/]features[\\/]waiting-list[\\/]captcha[\\/]/;
const SWIPER_MODULE = /node_modules[\\/]swiper[\\/]/;
/** The admin area's and the server's strings: no public page needs them. */
const ADMIN_STRINGS_MODULE = /[\\/]shared[\\/]messages[\\/](admin|server)\.ru\.ts$/;
/** A public screen's own strings: they travel with the screen's chunk, never in the entry every page loads. */
const SCREEN_STRINGS_MODULE = /[\\/]shared[\\/]messages[\\/]screens[\\/]/;
/** Zod (~25 kB gzip): the forms' schemas load on the form's first focus, never with a public page. */
const ZOD_MODULE = /node_modules[\\/]zod[\\/]/;

function modulesOf(files: string[]): string[] {
  return files.flatMap((file) => modulesByFile.get(file.replace(/^\//, '')) ?? []);
}

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-budget-'));
  const recordModules: Plugin = {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') modulesByFile.set(output.fileName, output.moduleIds);
    },
  };
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.resolve('vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, copyPublicDir: false },
      plugins: [recordModules],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}, 180_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const recorded = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'script-sizes.json'), 'utf8')) as RecordedSizes;
const read = (file: string) => fs.readFileSync(path.join(outDir, file));

describe('scripts a public page loads before it is idle', () => {
  it('the start-up bundle every page loads: within its recorded size and headroom', () => {
    const now = measureStartup(manifest, read);
    const ceiling = ceilingOf(recorded.startup.total);
    expect(now.total, overBudget('start-up bundle', now, ceiling, recorded.startup)).toBeLessThanOrEqual(ceiling);
  });

  for (const routeId of BUDGETED_ROUTES) {
    it(`${routeId}: its own chunk within its ceiling, no admin code, captcha and Swiper only where used`, () => {
      const own = measureRoute(manifest, routeId, read);
      const before = recorded.routes[routeId];
      const ceiling = before ? ceilingOf(before.total) : NEW_ROUTE_CEILING;
      const whole = measureStartup(manifest, read).total + own.total;
      const what = `${routeId} (whole page ${(whole / 1024).toFixed(1)} kB, goal ${pageGoal(routeId) / 1024} kB)`;
      expect(own.total, overBudget(what, own, ceiling, before)).toBeLessThanOrEqual(ceiling);

      const files = initialScripts(manifest, routeId);

      const initial = modulesOf(files);
      expect(initial.length).toBeGreaterThan(0);
      expect(initial.filter((id) => ADMIN_MODULE.test(id))).toEqual([]);
      expect(initial.filter((id) => ZOD_MODULE.test(id))).toEqual([]);
      expect(initial.filter((id) => ADMIN_STRINGS_MODULE.test(id))).toEqual([]);
      // Lazy chunks count here: what the page's own code can fetch at all.
      const everything = [...initial, ...modulesOf(reachableScripts(manifest, routeId))];
      if (!CAPTCHA_ROUTES.has(routeId)) expect(everything.filter((id) => CAPTCHA_MODULE.test(id))).toEqual([]);
      if (!SLIDER_ROUTES.has(routeId)) expect(everything.filter((id) => SWIPER_MODULE.test(id))).toEqual([]);
      // Swiper is fetched when a slider comes near the screen, never with the page itself.
      expect(initial.filter((id) => SWIPER_MODULE.test(id))).toEqual([]);
    });
  }

  it("keeps every screen's strings out of the entry: a page loads its own screen's, not the others", () => {
    const entry = modulesOf(initialScripts(manifest, '__root__'));
    expect(entry.some((id) => /[\\/]shared[\\/]messages[\\/]public\.ru\.ts$/.test(id))).toBe(true);
    expect(entry.filter((id) => SCREEN_STRINGS_MODULE.test(id))).toEqual([]);
    const screensOf = (routeId: string) =>
      modulesOf(initialScripts(manifest, routeId))
        .filter((id) => SCREEN_STRINGS_MODULE.test(id))
        .map((id) => path.basename(id, '.ru.ts'))
        .sort();
    expect(screensOf('/mma')).toEqual(['directions']);
    expect(screensOf('/schedule')).toEqual(['schedule']);
  });

  it('keeps the start-up stages apart: React, the router, data loading and the app each in a file of its own, none in the entry', () => {
    // client/main.tsx evaluates them one per task; merged into one file they would be one long task again.
    const entryKey = 'client/main.tsx';
    const fileOf = (pattern: RegExp) =>
      [...modulesByFile].filter(([, ids]) => ids.some((id) => pattern.test(id))).map(([file]) => file);
    const stages = [
      /node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./,
      /node_modules[\\/]@tanstack[\\/]router-core[\\/]/,
      /node_modules[\\/]@tanstack[\\/]query-core[\\/]/,
      /[\\/]client[\\/]router\.tsx$/,
    ].map(fileOf);
    for (const files of stages) expect(files).toHaveLength(1);
    expect(new Set(stages.flat()).size).toBe(4);
    expect(stages.flat()).not.toContain(manifest[entryKey]?.file);
    expect(modulesByFile.get(manifest[entryKey]?.file ?? '')?.filter((id) => id.includes('node_modules'))).toEqual([]);
  });

  it('finds the captcha, Swiper and Zod where they are used, so the checks above are not vacuous', () => {
    for (const routeId of CAPTCHA_ROUTES) {
      const all = modulesOf([...initialScripts(manifest, routeId), ...reachableScripts(manifest, routeId)]);
      expect(
        all.some((id) => CAPTCHA_MODULE.test(id)),
        routeId,
      ).toBe(true);
    }
    for (const routeId of SLIDER_ROUTES)
      expect(
        modulesOf(reachableScripts(manifest, routeId)).some((id) => SWIPER_MODULE.test(id)),
        routeId,
      ).toBe(true);
    // The forms that check input with Zod still reach it, lazily.
    for (const routeId of ['/waiting-list', '/authorization-account'])
      expect(
        modulesOf(reachableScripts(manifest, routeId)).some((id) => ZOD_MODULE.test(id)),
        routeId,
      ).toBe(true);
    const adminChunks = Object.values(manifest).filter((chunk) => chunk.src && ADMIN_MODULE.test(`/${chunk.src}`));
    expect(adminChunks.length).toBeGreaterThan(0);
  });
});
