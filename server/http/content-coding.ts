import { parseAccept } from 'hono/utils/accept';

/** The encodings the server keeps a body in, in the order it prefers them (the smallest first). */
export type KeptCoding = 'br' | 'gzip';

/**
 * Which of the encodings at hand to send for this Accept-Encoding header, or 'identity'. The
 * server's order decides among those the browser accepts (browsers list `gzip, deflate, br, zstd`
 * with no weights, and Brotli is the smaller); `q=0` refuses one, `*` stands for any not named.
 */
export function chooseCoding(acceptEncoding: string | null, available: readonly KeptCoding[]): KeptCoding | 'identity' {
  if (!acceptEncoding) return 'identity';
  const listed = parseAccept(acceptEncoding).map((entry) => ({ coding: entry.type.toLowerCase(), q: entry.q }));
  const wildcard = listed.find((entry) => entry.coding === '*');
  for (const coding of available) {
    const named = listed.find((entry) => entry.coding === coding);
    const q = named ? named.q : (wildcard?.q ?? 0);
    if (q > 0) return coding;
  }
  return 'identity';
}
