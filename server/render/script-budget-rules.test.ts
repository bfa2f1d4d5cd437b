import { describe, expect, it } from 'vitest';
import type { ViteManifest } from './route-assets';
import { initialScripts, reachableScripts } from './script-budget';

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
