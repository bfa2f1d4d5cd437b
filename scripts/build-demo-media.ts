#!/usr/bin/env node
// The last step of `npm run build`: encodes the demo pictures (the store's, the coaches', the ad's,
// the about page's and the news scenes) with the media library's own pipeline into
// DIST_DIR/demo-media, so a first start on an empty data folder copies files instead of encoding
// them (docs/decisions/demo-library.md). Entries are keyed by a hash of the drawing and the encoder's
// settings: an unchanged picture is kept from the build before, a changed one is encoded again, and
// entries no picture asks for any more are removed.
//
//   node --import tsx scripts/build-demo-media.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedDemoPhoto, demoCacheKey, demoMediaCacheDir } from '#server/db/demo-library';
import { allDemoPictures } from '#server/db/demo-pictures';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = demoMediaCacheDir(path.resolve(root, process.env.DIST_DIR ?? 'dist'));
const pictures = allDemoPictures(path.join(root, 'client/public/media/images'));

const started = performance.now();
fs.mkdirSync(cacheDir, { recursive: true });
let hits = 0;
let next = 0;
// Two at a time: sharp's own threads fill the rest of a small machine.
const concurrency = Math.min(2, os.availableParallelism());
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < pictures.length) {
      const picture = pictures[next++];
      if (picture && (await cachedDemoPhoto(cacheDir, picture)).hit) hits += 1;
    }
  }),
);
const keys = new Set(await Promise.all(pictures.map(demoCacheKey)));
let pruned = 0;
for (const name of fs.readdirSync(cacheDir)) {
  if (keys.has(name)) continue;
  fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  pruned += 1;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Демо-изображения для медиатеки: ${pictures.length} (из кеша ${hits}, закодировано ${pictures.length - hits}, удалено устаревших ${pruned}) за ${seconds} с → ${path.relative(root, cacheDir)}`,
);
