// Loaded into the bench's server with `node --import` (bench/vk-import.ts): the server's own view of
// its memory (V8's heap, external, array buffers, what libvips tracks), which /proc cannot tell apart,
// written to BENCH_MEMORY_FILE four times a second. Not part of the site: production never loads it.
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  // The server's own copy of sharp (the same file in node_modules), to read its cache.
  const sharp = (await import('sharp')).default;
  const write = () => {
    const memory = process.memoryUsage();
    const cache = sharp.cache();
    const sample = {
      at: Date.now(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      vipsCacheMb: cache.memory.current,
      vipsCacheItems: cache.items.current,
      concurrency: sharp.concurrency(),
    };
    // Written aside and renamed: the bench never reads half a sample.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(sample));
    fs.renameSync(`${file}.tmp`, file);
  };
  setInterval(write, 250).unref();
  write();
}
