import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { MediaItem } from '#shared/schemas/media';
import { adminHeaders } from './admin-helpers';

/** A 3-second phone clip with sound, made by ffmpeg's lavfi sources (the server must drop the sound). */
export function clip(): Buffer {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-')), 'clip.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    file,
  ]);
  return fs.readFileSync(file);
}

/** A library item by its name, as the admin's screens read it. */
export async function itemNamed(page: Page, name: string): Promise<MediaItem> {
  const response = await page.request.get('/trpc/media.list', { headers: await adminHeaders(page.request) });
  const items = ((await response.json()) as { result: { data: { items: MediaItem[] } } }).result.data.items;
  const item = items.find((each) => each.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}
