/**
 * Writes shared/pages/places.gen.ts from the page kinds (shared/pages/registry.ts `placesModule`):
 * `npm run typecheck` and `npm run build` run it first. The file is committed; it is rewritten only
 * when it differs, and shared/pages/places.test.ts fails while it is stale.
 */
import fs from 'node:fs';
import { placesModule, sitePages } from '#shared/pages/registry';

const target = 'shared/pages/places.gen.ts';
const text = placesModule(sitePages);
if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
  fs.writeFileSync(target, text);
  console.log(`Обновлено: ${target}`);
}
