import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postImageUrl } from '#shared/rules/images';
import { posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { cleanup, createTestDeps } from '../test/test-app';
import { makeJpeg } from '../test/vk-stand-in';
import { checkImageSource, type ImageSourcePolicy, isReservedAddress, VK_MEDIA_HOSTS, vkImagePolicy } from './image-source';
import {
  downloadImage,
  makeMissingPostImage,
  PostImageError,
  postImageExists,
  releasePostImages,
  savePostImage,
  storeRemotePostImage,
  vkPhotoImageName,
} from './post-images';

let deps: AppDeps;
let server: http.Server;
let base: string;
/** The local server stands in for VK's image host: allowed by origin, as a VK_API_URL stand-in would be. */
let local: { policy: ImageSourcePolicy };
let jpeg: Buffer;
const hits = new Map<string, number>();

beforeAll(async () => {
  deps = createTestDeps();
  jpeg = await makeJpeg(1400, 900);
  server = http.createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    if (req.url?.split('?')[0] === '/photo.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
      res.end(jpeg);
    } else if (req.url === '/declared-huge.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 50 * 1024 * 1024 });
      res.end();
    } else if (req.url === '/chunked-huge.jpg') {
      // No length given: the cap is applied while reading.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      for (let i = 0; i < 40; i += 1) res.write(Buffer.alloc(64 * 1024, 1));
      res.end();
    } else if (req.url === '/redirect.jpg') {
      res.writeHead(302, { location: '/photo.jpg' });
      res.end();
    } else if (req.url === '/stall.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(jpeg.subarray(0, 100));
    } else {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  local = { policy: { hostSuffixes: [], trustedOrigins: [base] } };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  cleanup();
});

function diskFile(url: string): string {
  return path.join(deps.env.uploadsDir, url.slice('/uploads/'.length));
}

describe('downloadImage', () => {
  it('reads an image', async () => {
    expect(Buffer.compare(await downloadImage(deps, `${base}/photo.jpg`, local), jpeg)).toBe(0);
  });

  it('refuses a 404, a body over the cap (declared or not), a stall and a non-http address', async () => {
    await expect(downloadImage(deps, `${base}/nothing.jpg`, local)).rejects.toThrow(/HTTP 404/);
    await expect(downloadImage(deps, `${base}/declared-huge.jpg`, local)).rejects.toThrow(/too large/);
    await expect(downloadImage(deps, `${base}/chunked-huge.jpg`, { ...local, maxBytes: 1024 * 1024 })).rejects.toThrow(
      /too large/,
    );
    await expect(downloadImage(deps, `${base}/stall.jpg`, { ...local, timeoutMs: 200 })).rejects.toThrow(PostImageError);
    await expect(downloadImage(deps, 'file:///etc/passwd')).rejects.toThrow(/not an http/);
  });
});

describe('savePostImage', () => {
  it('stores WebP at 1200, 900 and 600 px wide, keeping the aspect ratio', async () => {
    const url = await savePostImage(deps, jpeg, 'sample');
    expect(url).toBe('/uploads/post/sample-1200.webp');
    const large = await sharp(diskFile(url)).metadata();
    const medium = await sharp(diskFile(postImageUrl(url, 'medium'))).metadata();
    const small = await sharp(diskFile(postImageUrl(url, 'small'))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1200, 771]);
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 900, 579]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 600, 386]);
    expect(fs.readdirSync(path.dirname(diskFile(url))).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('keeps a GIF animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#c00'), await frame('#0c0'), await frame('#00c')], { join: { animated: true } })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    const url = await savePostImage(deps, gif, 'animated');
    for (const size of ['large', 'medium', 'small'] as const) {
      const stored = await sharp(diskFile(postImageUrl(url, size)), { animated: true }).metadata();
      expect([stored.format, stored.pages, stored.width]).toEqual(['webp', 3, 40]);
    }
  });

  it('refuses what is not an image, or is cut short', async () => {
    await expect(savePostImage(deps, Buffer.from('<html>not an image</html>'), 'bad')).rejects.toThrow(PostImageError);
    await expect(savePostImage(deps, jpeg.subarray(0, jpeg.length / 2), 'truncated')).rejects.toThrow(PostImageError);
    for (const width of [1200, 900, 600]) expect(fs.existsSync(diskFile(`/uploads/post/bad-${width}.webp`))).toBe(false);
  });
});

describe('postImageExists', () => {
  it('needs the 1200 and 600 files, not the 900 one (made on request for older photos)', async () => {
    const url = await savePostImage(deps, jpeg, 'exists');
    expect(postImageExists(deps, url)).toBe(true);
    expect(postImageExists(deps, postImageUrl(url, 'medium'))).toBe(true);
    fs.rmSync(diskFile(postImageUrl(url, 'medium')));
    expect(postImageExists(deps, url)).toBe(true);
    fs.rmSync(diskFile(postImageUrl(url, 'small')));
    expect(postImageExists(deps, url)).toBe(false);
    expect(postImageExists(deps, '/uploads/demo/post-01-1.webp')).toBe(false);
  });
});

describe('makeMissingPostImage', () => {
  /** A photo as stored before the 900 px width: its 1200 and 600 files only. */
  async function olderPhoto(name: string, input: Buffer = jpeg): Promise<string> {
    const url = await savePostImage(deps, input, name);
    fs.rmSync(diskFile(postImageUrl(url, 'medium')));
    return url;
  }

  it("makes an older photo's 900 px file from its 1200 px one", async () => {
    const url = await olderPhoto('older');
    const medium = postImageUrl(url, 'medium');
    expect(await makeMissingPostImage(deps, medium)).toBe(true);
    const made = await sharp(diskFile(medium)).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 900, 578]);
    expect(fs.readdirSync(path.dirname(diskFile(url))).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('makes the file once for concurrent requests, and leaves it alone afterwards', async () => {
    const medium = postImageUrl(await olderPhoto('crowd'), 'medium');
    const writes = vi.spyOn(fsp, 'writeFile');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => makeMissingPostImage(deps, medium)));
      expect(answers).toEqual(Array(8).fill(true));
      expect(writes.mock.calls.filter(([file]) => String(file).includes('crowd-900.webp'))).toHaveLength(1);
    } finally {
      writes.mockRestore();
    }
    const written = fs.statSync(diskFile(medium));
    expect(await makeMissingPostImage(deps, medium)).toBe(true);
    expect(fs.statSync(diskFile(medium)).mtimeMs).toBe(written.mtimeMs);
    expect((await sharp(diskFile(medium)).metadata()).width).toBe(900);
  });

  it('keeps an animation animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 1000, height: 500, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#c00'), await frame('#0c0')], { join: { animated: true } })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    const medium = postImageUrl(await olderPhoto('older-animated', gif), 'medium');
    expect(await makeMissingPostImage(deps, medium)).toBe(true);
    const made = await sharp(diskFile(medium), { animated: true }).metadata();
    expect([made.format, made.pages, made.width]).toEqual(['webp', 2, 900]);
  });

  it('does nothing for other widths, other addresses, or a photo without its 1200 file', async () => {
    const url = await olderPhoto('lost');
    fs.rmSync(diskFile(url));
    fs.rmSync(diskFile(postImageUrl(url, 'small')));
    for (const requestPath of [
      postImageUrl(url, 'medium'),
      postImageUrl(url, 'small'),
      url,
      '/uploads/post/never-stored-900.webp',
      '/uploads/demo/post-01-1.webp',
      '/uploads/product/abc-900.webp',
      '/uploads/post/../academy.db',
      '/uploads/post/..%2f..%2facademy-900.webp',
    ]) {
      expect(await makeMissingPostImage(deps, requestPath), requestPath).toBe(false);
    }
    expect(fs.existsSync(diskFile(postImageUrl(url, 'medium')))).toBe(false);
  });

  it('answers false, logging it, when the 1200 file cannot be read as an image', async () => {
    const url = await olderPhoto('damaged');
    fs.writeFileSync(diskFile(url), 'not an image');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await makeMissingPostImage(deps, postImageUrl(url, 'medium'))).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
    expect(fs.existsSync(diskFile(postImageUrl(url, 'medium')))).toBe(false);
    expect(fs.readdirSync(path.dirname(diskFile(url))).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});

describe('storeRemotePostImage', () => {
  it('downloads a VK photo once under its stable name', async () => {
    const name = vkPhotoImageName('-1_42');
    const first = await storeRemotePostImage(deps, `${base}/photo.jpg?sign=a`, name, local);
    const again = await storeRemotePostImage(deps, `${base}/photo.jpg?sign=b`, name, local);
    expect(again).toBe(first);
    expect(postImageExists(deps, first)).toBe(true);
    expect(hits.get('/photo.jpg?sign=b')).toBeUndefined();
  });
});

describe('releasePostImages', () => {
  it('deletes every width of photos no post shows, and nothing else', async () => {
    const kept = await savePostImage(deps, jpeg, 'kept');
    const dropped = await savePostImage(deps, jpeg, 'dropped');
    deps.db
      .insert(posts)
      .values({ text: 'Пост', date: 1, photoUrls: [kept] })
      .run();
    const demo = path.join(deps.env.uploadsDir, 'demo', 'kids.webp');
    fs.mkdirSync(path.dirname(demo), { recursive: true });
    fs.writeFileSync(demo, 'x');
    await releasePostImages(deps, [kept, dropped, '/uploads/demo/kids.webp', 'https://sun9-1.userapi.com/a.jpg']);
    expect(postImageExists(deps, kept)).toBe(true);
    expect(fs.existsSync(diskFile(dropped))).toBe(false);
    expect(fs.existsSync(diskFile(postImageUrl(dropped, 'medium')))).toBe(false);
    expect(fs.existsSync(diskFile(postImageUrl(dropped, 'small')))).toBe(false);
    expect(fs.existsSync(demo)).toBe(true);
  });
});

describe('photo sources (SSRF)', () => {
  const publicLookup = async () => ['87.240.190.78'];

  it('refuses loopback, plain http, other hosts and credentials by default', async () => {
    await expect(downloadImage(deps, `${base}/photo.jpg`)).rejects.toThrow(/refused: not an https address/);
    await expect(downloadImage(deps, 'https://127.0.0.1/photo.jpg')).rejects.toThrow(/not a VK media host/);
    await expect(downloadImage(deps, 'https://evil.example/photo.jpg', { lookup: publicLookup })).rejects.toThrow(
      /not a VK media host/,
    );
    await expect(downloadImage(deps, 'https://userapi.com.evil.example/a.jpg', { lookup: publicLookup })).rejects.toThrow(
      /not a VK media host/,
    );
    await expect(downloadImage(deps, 'https://user:pw@sun9-1.userapi.com/a.jpg', { lookup: publicLookup })).rejects.toThrow(
      /credentials/,
    );
    expect(hits.get('/photo.jpg?never')).toBeUndefined();
  });

  it('refuses a VK host name that resolves to a private address', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.1.1', '::1', 'fd00::1', '::ffff:127.0.0.1']) {
      await expect(
        checkImageSource(
          'https://sun9-1.userapi.com/a.jpg',
          vkImagePolicy({ VK_API_URL: 'https://api.vk.com/method' }),
          async () => ['87.240.190.78', address],
        ),
      ).rejects.toThrow(/private or reserved/);
    }
    await expect(
      checkImageSource(
        'https://sun9-1.userapi.com/a.jpg',
        vkImagePolicy({ VK_API_URL: 'https://api.vk.com/method' }),
        publicLookup,
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses a redirect, even from an allowed source', async () => {
    const before = hits.get('/photo.jpg') ?? 0;
    await expect(downloadImage(deps, `${base}/redirect.jpg`, local)).rejects.toThrow(/refused a redirect/);
    expect(hits.get('/photo.jpg') ?? 0).toBe(before);
  });

  it('allows exactly the origin of a VK_API_URL set to a stand-in, and nothing else local', () => {
    expect(vkImagePolicy({ VK_API_URL: `${base}/method` }).trustedOrigins).toEqual([base]);
    expect(vkImagePolicy({ VK_API_URL: 'https://api.vk.com/method' }).trustedOrigins).toEqual([]);
    expect(VK_MEDIA_HOSTS).toContain('userapi.com');
    expect(isReservedAddress('87.240.190.78')).toBe(false);
    expect(isReservedAddress('100.64.0.1')).toBe(true);
  });
});
