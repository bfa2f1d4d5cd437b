import { describe, expect, it } from 'vitest';
import type { ViteManifest } from './route-assets';
import { initialScripts, reachableScripts } from './script-budget';

const manifest: ViteManifest = {
  'client/main.tsx': {
    file: 'static/js/main-1.js',
    src: 'client/main.tsx',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: ['client/routes/index.tsx?tsr-split=component', 'client/routes/waiting-list.tsx?tsr-split=component'],
  },
  '_vendor-1.js': { file: 'static/js/vendor-1.js' },
  'client/routes/index.tsx?tsr-split=component': {
    file: 'static/js/routes-1.js',
    src: 'client/routes/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['client/main.tsx', '_reveal-1.js'],
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
    imports: ['client/main.tsx'],
  },
};

describe('initialScripts', () => {
  it('is the entry, its static imports and the route chunk with its static imports, not lazy chunks', () => {
    expect(initialScripts(manifest, '/').sort()).toEqual(
      ['/static/js/main-1.js', '/static/js/reveal-1.js', '/static/js/routes-1.js', '/static/js/vendor-1.js'].sort(),
    );
  });

  it('is the entry alone for the 404 page, drawn by the root route', () => {
    expect(initialScripts(manifest, '__root__').sort()).toEqual(['/static/js/main-1.js', '/static/js/vendor-1.js']);
  });

  it('refuses a route the build does not have', () => {
    expect(() => initialScripts(manifest, '/nowhere')).toThrow(/\/nowhere/);
  });
});

describe('reachableScripts', () => {
  it("follows a route's static and lazy imports but not back into the entry", () => {
    expect(reachableScripts(manifest, '/').sort()).toEqual(
      ['/static/js/reveal-1.js', '/static/js/routes-1.js', '/static/js/swiper-1.js', '/static/js/swiper-track-1.js'].sort(),
    );
    expect(reachableScripts(manifest, '/waiting-list')).toEqual(['/static/js/waiting-list-1.js']);
  });
});
