/**
 * Records the scripts' sizes the budgets judge (server/render/script-budget.ts) from the last build:
 * `npm run build && npm run budgets:record`. Commit server/render/script-sizes.json with the change
 * that made them; its diff says which file grew and by how much.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ViteManifest } from '../server/render/route-assets';
import { BUDGETED_ROUTES, measureRoute, measureStartup, type RecordedSizes } from '../server/render/script-budget';

const clientDir = path.resolve('dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('Нет сборки: сначала npm run build');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
const read = (file: string) => fs.readFileSync(path.join(clientDir, file));

const sizes: RecordedSizes = {
  startup: measureStartup(manifest, read),
  routes: Object.fromEntries(
    BUDGETED_ROUTES.filter((route) => route !== '__root__').map((route) => [route, measureRoute(manifest, route, read)]),
  ),
};
const target = path.resolve('server/render/script-sizes.json');
fs.writeFileSync(target, `${JSON.stringify(sizes, null, 2)}\n`);
console.log(`Записано: ${path.relative(process.cwd(), target)} (старт ${sizes.startup.total} Б gzip)`);
