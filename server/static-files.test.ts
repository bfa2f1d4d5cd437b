import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, createTestApp, createTestDeps } from './test/test-app';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-dot-'));
afterAll(() => {
  fs.rmSync(clientDir, { recursive: true, force: true });
  cleanup();
});

describe('dot-files and dot-folders', () => {
  it('are never served: not the build manifest, not hidden files, not in uploads, however spelled', async () => {
    const deps = createTestDeps();
    fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"client/routes/admin.tsx":"SECRET-MAP"}');
    fs.mkdirSync(path.join(clientDir, 'static', '.hidden'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'static', '.hidden', 'a.js'), 'SECRET-MAP');
    fs.writeFileSync(path.join(clientDir, '.env'), 'SECRET-MAP');
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(deps.env.uploadsDir, '.cache'), { recursive: true });
    fs.writeFileSync(path.join(deps.env.uploadsDir, '.cache', 'x.webp'), 'SECRET-MAP');
    const app = createTestApp(deps, { clientDir, renderPage: async (c) => c.html('<p>Страница не найдена</p>', 404) });

    for (const url of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/%2Evite%2Fmanifest.json',
      '/static/.hidden/a.js',
      '/.env',
      '/uploads/.cache/x.webp',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('SECRET-MAP');
    }
    // Ordinary files still are.
    expect((await app.request('/favicon.svg')).status).toBe(200);
  });
});

describe('the build output, compressed at build time', () => {
  it('goes out as Brotli when the browser takes it, gzip when it takes only gzip, plain otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-precompressed-'));
    const script = `export const words = ${JSON.stringify('Тренировки по боксу и каратэ '.repeat(200))};\n`;
    fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
    const file = path.join(dir, 'static', 'js', 'page-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, gzipSync(script, { level: 9 }));
    const app = createTestApp(createTestDeps(), { clientDir: dir });
    const get = (acceptEncoding: string) =>
      app.request('/static/js/page-abc123.js', { headers: { 'Accept-Encoding': acceptEncoding } });

    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const gzip = await get(acceptEncoding);
      expect(gzip.headers.get('content-encoding'), acceptEncoding).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    }

    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
