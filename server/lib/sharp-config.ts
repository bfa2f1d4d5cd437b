import sharp from 'sharp';

/**
 * The server's one setting of sharp (libvips), made once at start (server/index.ts) for every
 * picture it processes: the VK import's news photos (post-images.ts) and the media library's
 * uploads alike, since libvips' settings are global to the process. Measured in
 * docs/decisions/server-memory.md.
 *
 * - No operation cache: libvips keeps the last 100 operations (up to 50 MB) for a program that
 *   repeats them on the same input; every photo here is processed once, so the cache only holds
 *   memory.
 * - One libvips thread per image: the server has one or two cores and processes a few photos at
 *   once already; more threads would only add glibc arenas (sharp picks 1 by itself on glibc, but
 *   not once MALLOC_ARENA_MAX is set, as the start script and the service now do).
 */
export const SHARP_SETTINGS = { cache: false, concurrency: 1 } as const;

export function configureSharp(): void {
  sharp.cache(SHARP_SETTINGS.cache);
  sharp.concurrency(SHARP_SETTINGS.concurrency);
}
