import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { lavfiClip } from '#server/test/video-files';
import type { MediaItem } from '#shared/schemas/media';
import { adminHeaders } from './admin-helpers';

/** A 3-second phone clip with sound, made by ffmpeg's lavfi sources as the server's video tests make theirs (the server must drop the sound). */
export function clip(): Buffer {
  return fs.readFileSync(lavfiClip({ seconds: 3, width: 640, height: 360 }));
}

/** A library item by its name, as the admin's screens read it. */
export async function itemNamed(page: Page, name: string): Promise<MediaItem> {
  const response = await page.request.get('/trpc/media.list', { headers: await adminHeaders(page.request) });
  const items = ((await response.json()) as { result: { data: { items: MediaItem[] } } }).result.data.items;
  const item = items.find((each) => each.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}
