import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScript } from '#client/lib/start-after-first-paint';
import { inlineScriptHashes } from './csp';
import {
  buildRouterManifest,
  routeIdFromFile,
  startupChunkKeys,
  type ViteManifest,
  withEntryAfterFirstPaint,
  withInlineStylesheets,
} from './route-assets';

const routesDir = path.resolve('client/routes');

function routeFiles(dir = routesDir, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('routeIdFromFile', () => {
  it('follows the file-route naming of the TanStack generator', () => {
    expect(routeIdFromFile('__root.tsx')).toBe('__root__');
    expect(routeIdFromFile('index.tsx')).toBe('/');
    expect(routeIdFromFile('boxing.tsx')).toBe('/boxing');
    expect(routeIdFromFile('press-center.tsx')).toBe('/press-center');
    expect(routeIdFromFile('_admin.tsx')).toBe('/_admin');
    expect(routeIdFromFile('_admin.admin-dashboard.tsx')).toBe('/_admin/admin-dashboard');
    expect(routeIdFromFile('admin/attendance-journal.tsx')).toBe('/admin/attendance-journal');
    expect(routeIdFromFile('news/index.tsx')).toBe('/news/');
    expect(routeIdFromFile('news/route.tsx')).toBe('/news');
  });

  it('gives every file in client/routes an id the generated route tree has', () => {
    const tree = fs.readFileSync(path.resolve('client/routeTree.gen.ts'), 'utf8');
    // Full ids are the keys of FileRoutesById (a nested route's `id:` in the tree is relative to its parent).
    const byId = tree.slice(tree.indexOf('export interface FileRoutesById'), tree.indexOf('export interface FileRouteTypes'));
    const ids = new Set([...byId.matchAll(/^\s+'([^']+)': typeof/gm)].map((match) => match[1]));
    ids.add('__root__');
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(ids, file).toContain(routeIdFromFile(file));
  });
});

describe('buildRouterManifest', () => {
  // The shape of a real build: the entry loads its start-up stages lazily (a library's facade, then
  // start-app with the app chunk), and the app chunk loads the routes' chunks lazily.
  const manifest: ViteManifest = {
    'client/main.tsx': {
      file: 'static/js/main-1.js',
      src: 'client/main.tsx',
      isEntry: true,
      imports: ['_boot-1.js'],
      dynamicImports: ['node_modules/react-dom/client.js', 'client/start-app.tsx'],
      css: ['static/css/main-1.css'],
    },
    '_boot-1.js': { file: 'static/js/boot-1.js' },
    'node_modules/react-dom/client.js': {
      file: 'static/js/client-1.js',
      src: 'node_modules/react-dom/client.js',
      isDynamicEntry: true,
      imports: ['_react-1.js'],
    },
    '_react-1.js': { file: 'static/js/react-1.js' },
    'client/start-app.tsx': {
      file: 'static/js/start-app-1.js',
      src: 'client/start-app.tsx',
      isEntry: true,
      imports: ['_shared-1.js'],
    },
    '_shared-1.js': {
      file: 'static/js/shared-1.js',
      imports: ['_react-1.js'],
      dynamicImports: ['client/routes/index.tsx?tsr-split=component', 'client/routes/boxing.tsx?tsr-split=component'],
      css: ['static/css/shared-1.css'],
    },
    '_reveal-1.js': { file: 'static/js/reveal-1.js', imports: ['_shared-1.js'] },
    'client/routes/index.tsx?tsr-split=component': {
      file: 'static/js/routes-1.js',
      src: 'client/routes/index.tsx?tsr-split=component',
      isDynamicEntry: true,
      imports: ['_shared-1.js', '_reveal-1.js'],
      dynamicImports: ['client/features/home/components/swiper-track.tsx'],
      css: ['static/css/routes-1.css'],
    },
    'client/features/home/components/swiper-track.tsx': {
      file: 'static/js/swiper-track-1.js',
      src: 'client/features/home/components/swiper-track.tsx',
      isDynamicEntry: true,
      css: ['static/css/swiper-track-1.css'],
    },
    'client/routes/boxing.tsx?tsr-split=component': {
      file: 'static/js/boxing-1.js',
      src: 'client/routes/boxing.tsx?tsr-split=component',
      isDynamicEntry: true,
      imports: ['_shared-1.js', '_reveal-1.js'],
      css: ['static/css/boxing-1.css'],
    },
    'client/routes/boxing.tsx?tsr-split=errorComponent': {
      file: 'static/js/boxing-error-1.js',
      src: 'client/routes/boxing.tsx?tsr-split=errorComponent',
      isDynamicEntry: true,
    },
  };

  it('puts the entry script and its CSS on the root route, with its static imports and start-up stages preloaded', () => {
    const root = buildRouterManifest(manifest).routes.__root__;
    expect(root?.scripts).toEqual([{ attrs: { type: 'module', src: '/static/js/main-1.js' } }]);
    expect(root?.css).toEqual(['/static/css/main-1.css', '/static/css/shared-1.css']);
    expect(root?.preloads).toEqual([
      '/static/js/boot-1.js',
      '/static/js/client-1.js',
      '/static/js/react-1.js',
      '/static/js/start-app-1.js',
      '/static/js/shared-1.js',
    ]);
  });

  it('names the start-up chunks: the entry, its static imports, its stages and theirs', () => {
    expect([...startupChunkKeys(manifest)].sort()).toEqual([
      '_boot-1.js',
      '_react-1.js',
      '_shared-1.js',
      'client/main.tsx',
      'client/start-app.tsx',
      'node_modules/react-dom/client.js',
    ]);
  });

  it("gives each route its component chunk's CSS and JS, without lazy chunks or the entry again", () => {
    const { routes } = buildRouterManifest(manifest);
    expect(routes['/']).toEqual({
      preloads: ['/static/js/routes-1.js', '/static/js/reveal-1.js'],
      css: ['/static/css/routes-1.css'],
    });
    expect(routes['/boxing']).toEqual({
      preloads: ['/static/js/boxing-1.js', '/static/js/reveal-1.js'],
      css: ['/static/css/boxing-1.css'],
    });
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => buildRouterManifest({})).toThrow(/npm run build/);
  });

  it('starts the entry from an inline script once the page has painted, the libraries preloaded then', () => {
    const plain = buildRouterManifest(manifest);
    const deferred = withEntryAfterFirstPaint(plain);
    const root = deferred.routes.__root__;
    expect(root?.preloads).toEqual([]);
    expect(root?.scripts).toEqual([
      { attrs: { type: 'module' }, children: inlineScript('/static/js/main-1.js', plain.routes.__root__?.preloads as string[]) },
    ]);
    expect(root?.scripts?.[0]?.children).toContain('"/static/js/main-1.js", ["/static/js/boot-1.js",');
    // The plain manifest (read by the script budget) is untouched.
    expect(plain.routes.__root__?.scripts).toEqual([{ attrs: { type: 'module', src: '/static/js/main-1.js' } }]);
    expect(plain.routes['/boxing']?.preloads).toEqual(['/static/js/boxing-1.js', '/static/js/reveal-1.js']);
  });

  it("names each route's chunks in a data block for after the first paint, not in preload links", () => {
    const plain = buildRouterManifest(manifest);
    const boxing = withEntryAfterFirstPaint(plain).routes['/boxing'];
    // No preload link in the head: those were fetched before the first paint.
    expect(boxing?.preloads).toEqual([]);
    expect(boxing?.css).toEqual(['/static/css/boxing-1.css']);
    expect(boxing?.scripts).toEqual([
      {
        attrs: { type: 'application/json', 'data-after-first-paint': '' },
        children: '["/static/js/boxing-1.js","/static/js/reveal-1.js"]',
      },
    ]);
    // A data block is not executed: the page's CSP needs no hash for it.
    const html = `<script type="application/json" data-after-first-paint="">${boxing?.scripts?.[0]?.children}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('reads the text of every stylesheet it names once, for the render to inline', () => {
    const read: string[] = [];
    const routerManifest = buildRouterManifest(manifest);
    const inlined = withInlineStylesheets(routerManifest, (href) => {
      read.push(href);
      return `/* ${href} */`;
    });
    expect(read.sort()).toEqual([
      '/static/css/boxing-1.css',
      '/static/css/main-1.css',
      '/static/css/routes-1.css',
      '/static/css/shared-1.css',
    ]);
    expect(inlined.inlineCss?.styles['/static/css/main-1.css']).toBe('/*@/static/css/main-1.css*//* /static/css/main-1.css */');
    // The links stay in the manifest: TanStack drops the ones it inlines, per page.
    expect(inlined.routes).toBe(routerManifest.routes);
  });
});
