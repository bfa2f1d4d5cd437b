import { describe, expect, it } from 'vitest';
import type { ViteManifest } from './route-assets';
import { ceilingOf, growth, HEADROOM, initialScripts, MIN_HEADROOM, overBudget, reachableScripts } from './script-budget';

// The shape of a real build: the entry loads its start-up stages lazily (a library's facade, then
// start-app with the app chunk), and the app chunk loads the routes' chunks lazily.
const manifest: ViteManifest = {
  'client/main.tsx': {
    file: 'static/js/main-1.js',
    src: 'client/main.tsx',
    isEntry: true,
    imports: ['_boot-1.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'client/start-app.tsx'],
  },
  '_boot-1.js': { file: 'static/js/boot-1.js' },
  'node_modules/react-dom/client.js': { file: 'static/js/client-1.js', isDynamicEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'static/js/vendor-1.js' },
  'client/start-app.tsx': {
    file: 'static/js/start-app-1.js',
    src: 'client/start-app.tsx',
    isEntry: true,
    imports: ['_app-1.js'],
  },
  '_app-1.js': {
    file: 'static/js/app-1.js',
    imports: ['_vendor-1.js'],
    dynamicImports: ['client/routes/index.tsx?tsr-split=component', 'client/routes/waiting-list.tsx?tsr-split=component'],
  },
  'client/routes/index.tsx?tsr-split=component': {
    file: 'static/js/routes-1.js',
    src: 'client/routes/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_app-1.js', '_reveal-1.js'],
    dynamicImports: ['client/features/home/components/swiper-track.tsx'],
  },
  '_reveal-1.js': { file: 'static/js/reveal-1.js' },
  'client/features/home/components/swiper-track.tsx': {
    file: 'static/js/swiper-track-1.js',
    src: 'client/features/home/components/swiper-track.tsx',
    isDynamicEntry: true,
    imports: ['_swiper-1.js'],
  },
  '_swiper-1.js': { file: 'static/js/swiper-1.js' },
  'client/routes/waiting-list.tsx?tsr-split=component': {
    file: 'static/js/waiting-list-1.js',
    src: 'client/routes/waiting-list.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_app-1.js'],
  },
};

describe('initialScripts', () => {
  const startup = [
    '/static/js/app-1.js',
    '/static/js/boot-1.js',
    '/static/js/client-1.js',
    '/static/js/main-1.js',
    '/static/js/start-app-1.js',
    '/static/js/vendor-1.js',
  ];

  it('is the entry with its start-up files and the route chunk with its static imports, not lazy chunks', () => {
    expect(initialScripts(manifest, '/').sort()).toEqual([...startup, '/static/js/reveal-1.js', '/static/js/routes-1.js'].sort());
  });

  it('is the entry with its start-up files alone for the 404 page, drawn by the root route', () => {
    expect(initialScripts(manifest, '__root__').sort()).toEqual(startup);
  });

  it('refuses a route the build does not have', () => {
    expect(() => initialScripts(manifest, '/nowhere')).toThrow(/\/nowhere/);
  });
});

describe('reachableScripts', () => {
  it("follows a route's static and lazy imports but not back into the entry's start-up files", () => {
    expect(reachableScripts(manifest, '/').sort()).toEqual(
      ['/static/js/reveal-1.js', '/static/js/routes-1.js', '/static/js/swiper-1.js', '/static/js/swiper-track-1.js'].sort(),
    );
    expect(reachableScripts(manifest, '/waiting-list')).toEqual(['/static/js/waiting-list-1.js']);
  });
});

describe('the budgets’ judgement', () => {
  const before = { total: 3000, files: { 'client/routes/about.tsx?tsr-split=component': 2000, 'page-banner': 1000 } };

  it('keeps the stated headroom above a recorded size, with a floor for small chunks', () => {
    expect(ceilingOf(100_000)).toBe(103_000);
    expect(ceilingOf(3000)).toBe(3000 + MIN_HEADROOM);
    expect(HEADROOM).toBe(0.03);
  });

  it('names the file that grew and by how much, and the files that came or went', () => {
    const now = { total: 3900, files: { 'client/routes/about.tsx?tsr-split=component': 2600, 'faq-page': 1300 } };
    const message = overBudget('/about', now, ceilingOf(before.total), before);
    expect(message).toContain('/about: 3.81 kB gzip, ceiling 3.43 kB (recorded 2.93 kB + headroom), 388 B over.');
    expect(growth(now, before)).toEqual([
      'faq-page: new, 1.27 kB',
      'page-banner: gone (was 1000 B)',
      'client/routes/about.tsx?tsr-split=component: 1.95 kB → 2.54 kB (+600 B)',
    ]);
  });

  it('judges a route never recorded as new', () => {
    expect(overBudget('/faq', { total: 10, files: { faq: 10 } }, 5, undefined)).toContain('(a new route)');
  });
});
