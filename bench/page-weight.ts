/**
 * What a phone receives loading each page: Chromium at 390 px, 3x, touch, cache off; the sum of each
 * response's compressed bytes over the network (DevTools' encodedDataLength), by type, until the
 * network is idle and 1.5 s after. Bytes, not timings: the same on any machine, so two builds can be
 * compared on a busy one (issue 24: no regression in page size; docs/performance.md 'Page weight').
 *
 *   npm run bench:weight                          the built dist, fresh demo content
 *   npm run bench:weight -- --dist old-dist,dist  two builds, one table each
 *   npm run bench:weight -- --routes /,/about
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH, startSite } from './phone';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_ROUTES = ['/', '/about', '/online-store', '/press-center', '/boxing', '/price', '/schedule', '/contact'];
const KINDS = ['document', 'script', 'stylesheet', 'image', 'other'] as const;
type Kind = (typeof KINDS)[number];

const { values: args } = parseArgs({ options: { dist: { type: 'string' }, routes: { type: 'string' } } });
const dists = (args.dist ?? 'dist').split(',').map((dir) => path.resolve(ROOT, dir));
const routes = args.routes ? args.routes.split(',').map((route) => route.trim()) : DEFAULT_ROUTES;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  for (const [index, distDir] of dists.entries()) {
    const site = await startSite({ root: ROOT, distDir, port: 4330 + index });
    const rows: string[] = [];
    try {
      for (const route of routes) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const kinds = new Map<string, Kind>();
        const bytes: Record<Kind, number> = { document: 0, script: 0, stylesheet: 0, image: 0, other: 0 };
        cdp.on('Network.responseReceived', (event) => {
          const type = event.type.toLowerCase();
          kinds.set(event.requestId, (KINDS as readonly string[]).includes(type) ? (type as Kind) : 'other');
        });
        cdp.on('Network.loadingFinished', (event) => {
          bytes[kinds.get(event.requestId) ?? 'other'] += event.encodedDataLength;
        });
        await page.goto(site.origin + route, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        const total = KINDS.reduce((sum, kind) => sum + bytes[kind], 0);
        rows.push(`| ${route} | ${KINDS.map((kind) => kb(bytes[kind])).join(' | ')} | ${kb(total)} |`);
        await context.close();
      }
    } finally {
      site.stop();
    }
    console.log(`\n${path.relative(ROOT, distDir) || '.'}: kB received (compressed), 390 px at 3x, demo content\n`);
    console.log('| route | HTML | scripts | CSS | images | other | total |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(rows.join('\n'));
  }
} finally {
  await browser.close();
}
