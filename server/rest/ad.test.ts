import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { MAX_UPLOAD_BYTES } from '../lib/uploads';
import { fileOf, formWith, makeImage } from '../test/images';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
let token: string;

beforeEach(async () => {
  deps = createTestDeps();
  app = createTestApp(deps);
  token = await adminToken(deps);
});
afterAll(cleanup);

const upload = (body: BodyInit, headers: Record<string, string> = { authorization: token }) =>
  app.request('/api/admin/upload-ad-image', { method: 'POST', body, headers });
const postJson = (p: string, body: unknown, auth = true) =>
  app.request(p, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: token } : {}) },
  });

describe('GET /api/admin/ad-status', () => {
  it('answers without a token', async () => {
    const response = await app.request('/api/admin/ad-status');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isActive: false, imageUrl: '', redirectUrl: '' });
  });
});

describe('POST /api/admin/upload-ad-image', () => {
  it.each(['jpeg', 'png', 'gif'] as const)('stores a %s and the file is served back', async (format) => {
    const response = await upload(formWith('image', fileOf(await makeImage(format), `banner.${format}`, `image/${format}`)));
    expect(response.status).toBe(200);
    const { imageUrl } = await response.json();
    // A still picture becomes a media library item; a GIF (maybe animated) is kept as sent.
    expect(imageUrl).toMatch(format === 'gif' ? /^\/uploads\/ad\// : /^\/uploads\/media\//);
    const served = await app.request(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(format === 'gif' ? 'image/gif' : 'image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(deps.env.uploadsDir, imageUrl.slice('/uploads/'.length))),
    );
    expect(await (await app.request('/api/admin/ad-status')).json()).toMatchObject({ imageUrl });
  });

  it('415 for a text file renamed .jpg', async () => {
    const response = await upload(formWith('image', fileOf('<?php echo 1; ?>', 'banner.jpg', 'image/jpeg')));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Неподдерживаемый формат: допустимы JPEG, PNG, GIF' });
  });

  it('413 for a 6 MB file, and for a file just over 5 MB', async () => {
    const sixMb = await upload(formWith('image', fileOf(Buffer.alloc(6 * 1024 * 1024, 1), 'big.jpg', 'image/jpeg')));
    expect(sixMb.status).toBe(413);
    expect(await sixMb.json()).toEqual({ message: 'Файл слишком большой: не более 5 МБ' });
    const justOver = await upload(formWith('image', fileOf(Buffer.alloc(MAX_UPLOAD_BYTES + 10, 1), 'big.jpg', 'image/jpeg')));
    expect(justOver.status).toBe(413);
    expect(await justOver.json()).toEqual({ message: 'Файл слишком большой: не более 5 МБ' });
  });

  it('400 when no image is chosen or the body is not multipart', async () => {
    const empty = await upload(formWith('image', null, { note: 'x' }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Пожалуйста, выберите изображение' });
    const json = await postJson('/api/admin/upload-ad-image', { image: 'x' });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: 'Ожидается multipart/form-data' });
  });

  it('401 without a token, and nothing is written', async () => {
    const response = await upload(formWith('image', fileOf(await makeImage('png'), 'a.png', 'image/png')), {});
    expect(response.status).toBe(401);
    expect(fs.readdirSync(deps.env.uploadsDir)).toEqual([]);
  });
});

describe('POST /api/admin/update-ad-redirect-url and /api/admin/toggle-ad', () => {
  it('updates the link and toggles with an empty body', async () => {
    const updated = await postJson('/api/admin/update-ad-redirect-url', { redirectUrl: 'https://example.org/tickets' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ redirectUrl: 'https://example.org/tickets' });
    const toggled = await app.request('/api/admin/toggle-ad', { method: 'POST', headers: { authorization: token } });
    expect(toggled.status).toBe(200);
    expect(await toggled.json()).toEqual({ isActive: true, imageUrl: '', redirectUrl: 'https://example.org/tickets' });
  });

  it('400 with a Russian message for a bad link', async () => {
    const response = await postJson('/api/admin/update-ad-redirect-url', { redirectUrl: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Ссылка должна начинаться с http:// или https://' });
    const missing = await postJson('/api/admin/update-ad-redirect-url', {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/^redirectUrl: /);
  });

  it('401 without a token', async () => {
    expect((await postJson('/api/admin/update-ad-redirect-url', { redirectUrl: 'https://example.org' }, false)).status).toBe(401);
    expect((await app.request('/api/admin/toggle-ad', { method: 'POST' })).status).toBe(401);
  });
});
