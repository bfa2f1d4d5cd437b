import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { configureSharp } from './sharp-config';

const before = { cache: sharp.cache(), concurrency: sharp.concurrency() };

afterAll(() => {
  sharp.cache({ memory: before.cache.memory.max, files: before.cache.files.max, items: before.cache.items.max });
  sharp.concurrency(before.concurrency);
});

describe('configureSharp', () => {
  it('turns libvips’ operation cache off and keeps one thread per image', async () => {
    sharp.cache(true);
    sharp.concurrency(4);
    configureSharp();
    expect(sharp.concurrency()).toBe(1);
    const cache = sharp.cache();
    expect(cache.items.max).toBe(0);
    expect(cache.memory.max).toBe(0);
    expect(cache.files.max).toBe(0);
    // A picture still goes through, and nothing stays cached after it.
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
      .resize({ width: 32 })
      .webp()
      .toBuffer();
    expect((await sharp(webp).metadata()).width).toBe(32);
    expect(sharp.cache().items.current).toBe(0);
  });
});

describe('glibc malloc arenas', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const unit = () => fs.readFileSync(path.join(root, 'deploy/academy.service'), 'utf8');
  const start = () =>
    (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

  it('the service and `npm start` run the server with one arena (docs/decisions/server-memory.md)', () => {
    expect(unit()).toMatch(/^Environment=MALLOC_ARENA_MAX=1$/m);
    expect(start()).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-1\} /);
  });

  it('both fix the mmap and trim thresholds at 64 KiB, an operator’s own value winning in `npm start`', () => {
    for (const name of ['MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_']) {
      expect(unit()).toMatch(new RegExp(`^Environment=${name}=65536$`, 'm'));
      expect(start()).toContain(`${name}=\${${name}:-65536} `);
    }
    expect(start()).toMatch(/ node \$\{DIST_DIR:-dist\}\/server\/index\.js$/);
  });
});
