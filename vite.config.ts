import fs from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { devSsrPlugin } from '#server/render/dev-ssr-plugin';
import { routeTreeOptions } from './scripts/route-tree-options';

/** Where `npm run dev` runs the API server (scripts/dev.mjs). */
const devApiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
/** Build output; DIST_DIR lets several builds of one checkout live side by side. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * A built page carries its CSS in a `<style>` (server/render/route-assets.ts withInlineStylesheets):
 * TanStack's InlineCssStyle must then render on the server and hydrate on the client, which the
 * router plugin switches off by default (this plugin comes after it, so its value wins). `npm run
 * dev` keeps Vite's own style handling.
 */
const inlineCss: Plugin = {
  name: 'academy-inline-css',
  config: (_config, { command }) =>
    command === 'build'
      ? {
          define: {
            'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
            'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          },
        }
      : undefined,
};

/**
 * The start-up stages, one file each (see `codeSplitting` below for why): React, data loading
 * (TanStack Query and tRPC), the router with the small libraries it and the shell use, then the
 * app's own shell and route definitions. Higher priority wins where two tests match.
 */
const STARTUP_STAGE_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial' as const], priority: 4 },
  {
    name: 'query',
    test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc)[\\/]/,
    tags: ['$initial' as const],
    priority: 3,
  },
  { name: 'router', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
  {
    name: 'app',
    test: (id: string) => !/client[\\/]main\.tsx$/.test(id),
    tags: ['$initial' as const],
    priority: 1,
  },
];

/**
 * The start-up stages' files open with V8's explicit compile hint, so Chrome (136+) compiles their
 * functions on a background thread while the file streams in, instead of on the main thread the
 * first time each one runs during hydration (docs/decisions/phone-speed.md, 'Scripts and bytes'). Other
 * browsers read a comment. Written after minification (rolldown's `postBanner`), which would drop it.
 */
const startupChunkNames = new Set(STARTUP_STAGE_GROUPS.map((group) => group.name));
const compileHint = (chunk: { name: string }) => (startupChunkNames.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '');

/** The site: the client build, the server-render bundle (`--ssr`) and `npm run dev`. */
const siteConfig = defineConfig(({ command, isSsrBuild }) => ({
  publicDir: 'client/public',
  plugins: [
    // Regenerates client/routeTree.gen.ts (committed) at the start of dev and build, and on every route file change.
    tanstackRouter(routeTreeOptions),
    inlineCss,
    react(),
    command === 'serve' ? devSsrPlugin({ apiOrigin: devApiOrigin }) : null,
    // Each text file of the client build also as .br (Brotli at its best level, ~13% under gzip on the
    // start-up scripts) and .gz (level 9), written once here: the server sends the one the browser
    // accepts (serveStatic's `precompressed`) instead of gzipping every request at a lower level
    // (docs/decisions/phone-speed.md, 'Scripts and bytes'). Pictures and fonts are compressed already.
    command === 'build' && !isSsrBuild
      ? compression({
          include: /\.(js|css|svg|json|webmanifest|txt|xml|map)$/,
          // The build manifest is read by the server from disk and never served.
          exclude: /\.vite[\\/]/,
          threshold: 1024,
          skipIfLargerOrEqual: true,
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
        })
      : null,
  ],
  server: {
    port: 5173,
    strictPort: true,
    watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/data/**'] },
    proxy: {
      '/trpc': devApiOrigin,
      '/api': devApiOrigin,
      '/uploads': devApiOrigin,
    },
  },
  build: isSsrBuild
    ? { outDir: `${distDir}/server`, copyPublicDir: false, emptyOutDir: true, target: 'node20' }
    : {
        outDir: `${distDir}/client`,
        emptyOutDir: true,
        assetsDir: 'static',
        // The server reads it to put the entry script, route chunks and their CSS into each page.
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          // Two entries: main.tsx is the script the page runs; it starts the app in stages (below) and
          // finally imports start-app.tsx. Naming start-app as an entry too puts its whole static graph
          // among the `$initial` modules, which the groups below split by stage.
          input: ['client/main.tsx', 'client/start-app.tsx'],
          // tRPC's client package declares no `sideEffects`, so the links the site never uses (WebSocket,
          // streaming, local) stayed in the libraries chunk. Its modules only define functions and
          // classes; marked side-effect free they are dropped (~0.8 kB gzip off every page).
          treeshake: {
            moduleSideEffects: (id: string) => (/node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) ? false : undefined),
          },
          output: {
            // Script chunks are served from the site root under static/js, where the old site had them.
            entryFileNames: 'static/js/[name]-[hash].js',
            chunkFileNames: 'static/js/[name]-[hash].js',
            postBanner: compileHint,
            // What the page needs to start goes into one file per start-up stage instead of ~40 small
            // shared chunks (on a slow phone network each extra module request is a round trip, and chains
            // of them delay hydration): React, the router, data loading (TanStack Query and tRPC), then the
            // app's own shell and route definitions. main.tsx imports them one after the other with a
            // new task between, so evaluating them is four tasks of ≈ 20 ms at 4x slowdown instead of one
            // of 110-150 ms (docs/decisions/phone-speed.md). `boot` keeps what main.tsx itself runs first
            // (Vite's preload helper, the inlined-stylesheet markers, the task break) out of the app chunk, so loading the
            // entry does not evaluate the app. Lazy code (page components, Swiper, the captcha, admin
            // screens) is split as before.
            codeSplitting: {
              groups: [
                {
                  name: 'boot',
                  test: /vite[\\/]preload-helper|client[\\/]lib[\\/](inline-css|next-task)|shared[\\/]inline-css/,
                  priority: 10,
                },
                ...STARTUP_STAGE_GROUPS,
              ],
            },
            assetFileNames: (asset: { names?: string[] }) =>
              asset.names?.some((name) => name.endsWith('.css'))
                ? 'static/css/[name]-[hash][extname]'
                : 'static/media/[name]-[hash][extname]',
          },
        },
      },
}));

/**
 * `vite build --ssr server/index.ts --mode server` (the last step of `npm run build`): the production
 * server compiled to dist/server/index.js, so `npm start` runs plain JavaScript with no TypeScript
 * loader in memory (docs/decisions/compiled-server.md). Packages stay external (imported from
 * node_modules at run time, native ones included); the #shared/#server aliases are resolved by the
 * bundler. Every chunk sits in dist/server itself, and the migrations are copied beside them: the
 * compiled database module finds them next to itself, and a build carries its own code's migrations.
 */
function serverBuild(): UserConfig {
  const outDir = `${distDir}/server`;
  const copyMigrations: Plugin = {
    name: 'academy-copy-migrations',
    writeBundle() {
      fs.cpSync('drizzle', `${outDir}/drizzle`, { recursive: true });
    },
  };
  return {
    publicDir: false,
    plugins: [copyMigrations],
    build: {
      outDir,
      // The render bundle (built just before, into the same folder) stays.
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  };
}

export default defineConfig((env) => (env.isSsrBuild && env.mode === 'server' ? serverBuild() : siteConfig(env)));
