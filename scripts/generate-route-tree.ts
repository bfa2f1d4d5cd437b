/**
 * Regenerates client/routeTree.gen.ts from client/routes/ with the Vite plugin's own generator and
 * options (scripts/route-tree-options.ts): `npm run typecheck` runs it first (pretypecheck), so a
 * route file added or renamed outside `npm run dev` is in the tree before tsc reads it. The file is
 * committed; it is rewritten only when it differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import type { Plugin } from 'vite';
import { routeTreeOptions } from './route-tree-options';

const root = process.cwd();
const target = path.resolve(root, routeTreeOptions.generatedRouteTree);
const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
const plugins = [tanstackRouterGenerator({ ...routeTreeOptions, disableLogging: true })].flat() as Plugin[];
for (const plugin of plugins) {
  const hook = plugin.configResolved;
  // The plugin generates the tree when Vite has resolved its configuration; only `root` is read.
  if (typeof hook === 'function') await (hook as (config: { root: string }) => Promise<void>).call({}, { root });
}
if (!fs.existsSync(target)) throw new Error(`Дерево маршрутов не создано: ${routeTreeOptions.generatedRouteTree}`);
if (fs.readFileSync(target, 'utf8') !== before) console.log(`Обновлено: ${routeTreeOptions.generatedRouteTree}`);
