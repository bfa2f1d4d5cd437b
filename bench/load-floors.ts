/**
 * The stack's own floors of a page load, for `npm run bench:lighthouse -- --floors`: two pages
 * Lighthouse loads beside the site's routes, at the same calibrated factor, so a table shows how much
 * of the load's Total Blocking Time no change to the site's own code can give back.
 *
 * - `/__bench/react-floor`: one button server-drawn and hydrated by React 19 alone (bench/react-floor.ts,
 *   the same page bench:interactions taps), its script inline.
 * - `/__bench/framework-floor`: the site's own framework files from the build (React, TanStack Router,
 *   TanStack Query and the tRPC client), preloaded as the site's pages preload them and evaluated in
 *   the site's start-up stages, a task apart (client/main.tsx), and nothing rendered: what evaluating
 *   the framework costs before the app's first line runs.
 *
 * Served by a small server of its own (the site's server has no such routes), files from the build.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { reactFloorPage } from './react-floor';

export const FLOOR_ROUTES = ['/__bench/react-floor', '/__bench/framework-floor'] as const;

export function isFloorRoute(route: string): boolean {
  return (FLOOR_ROUTES as readonly string[]).includes(route);
}

/**
 * The start-up stages of the built entry (static/js/main-*.js): the files its dynamic imports name,
 * in order (the last is the app itself, start-app), and the scripts its preload list names.
 */
export function startupStages(mainSource: string): { stages: string[]; preloads: string[] } {
  const preloads = [...mainSource.matchAll(/"static\/js\/([\w.-]+\.js)"/g)].map((match) => match[1] as string);
  const stages = [...mainSource.matchAll(/import\(`\.\/([\w.-]+\.js)`\)/g)].map((match) => match[1] as string);
  return { stages, preloads };
}

/**
 * The framework floor's HTML: every stage but the app's, with the files those stages need
 * preloaded (as the site's pages do), evaluated a task apart.
 */
export function frameworkFloorPage(mainSource: string): string {
  const { stages, preloads } = startupStages(mainSource);
  const framework = stages.slice(0, -1);
  if (framework.length < 3) throw new Error(`в main-*.js не найдены этапы запуска: ${stages.join(', ')}`);
  const app = new Set([stages.at(-1), ...preloads.filter((file) => /^(app|boot|start-app)-/.test(file))]);
  const links = preloads
    .filter((file) => !app.has(file))
    .map((file) => `<link rel="modulepreload" href="/static/js/${file}">`)
    .join('');
  const imports = framework.map((file) => `await next(); await import('/static/js/${file}');`).join('\n');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Каркас сайта</title>${links}</head>
<body><h1>Каркас сайта</h1><p>React, TanStack Router, TanStack Query и клиент tRPC: только вычисление модулей, по задаче на этап, как у сайта.</p>
<script type="module">const next = () => new Promise((resolve) => setTimeout(resolve, 0));
${imports}
</script></body></html>`;
}

export interface FloorSite {
  origin: string;
  stop(): void;
}

/** Serves the two floor pages and the build's scripts on 127.0.0.1:port. */
export async function startFloorSite({ distDir, port }: { distDir: string; port: number }): Promise<FloorSite> {
  const scripts = path.join(distDir, 'client/static/js');
  const main = fs.readdirSync(scripts).find((file) => /^main-[\w-]+\.js$/.test(file));
  if (!main) throw new Error(`Нет main-*.js в ${scripts}: выполните npm run build`);
  const pages = new Map<string, string>([
    ['/__bench/react-floor', await reactFloorPage()],
    ['/__bench/framework-floor', frameworkFloorPage(fs.readFileSync(path.join(scripts, main), 'utf8'))],
  ]);
  const compressedPages = new Map([...pages].map(([url, html]) => [url, brotliCompressSync(html)]));
  const server = http.createServer((request, response) => {
    const url = (request.url ?? '/').split('?')[0] as string;
    // Brotli when asked, as the site's server sends its pages and scripts: the simulated network counts the bytes.
    const acceptsBrotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const page = pages.get(url);
    if (page) {
      const html = { 'content-type': 'text/html; charset=utf-8' };
      if (acceptsBrotli) response.writeHead(200, { ...html, 'content-encoding': 'br' }).end(compressedPages.get(url));
      else response.writeHead(200, html).end(page);
      return;
    }
    const file = path.join(scripts, path.basename(url));
    if (url.startsWith('/static/js/') && fs.existsSync(file)) {
      const brotli = acceptsBrotli && fs.existsSync(`${file}.br`);
      response
        .writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          ...(brotli ? { 'content-encoding': 'br' } : {}),
        })
        .end(fs.readFileSync(brotli ? `${file}.br` : file));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
