import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Real clips for the banner-video tests, made by ffmpeg's lavfi sources (a moving test pattern and
 * a tone, so the removal of the sound is checked too). Made once per process and options.
 */
const made = new Map<string, string>();

export function lavfiClip(options: { seconds: number; width: number; height: number; format?: 'mp4' | 'mov' | 'webm' }): string {
  const format = options.format ?? 'mp4';
  const key = `${options.seconds}-${options.width}x${options.height}.${format}`;
  const existing = made.get(key);
  if (existing && fs.existsSync(existing)) return existing;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-clip-'));
  const file = path.join(dir, `clip-${key}`);
  const codecs =
    format === 'webm'
      ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${options.width}x${options.height}:rate=30`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(options.seconds),
    ...codecs,
    file,
  ]);
  made.set(key, file);
  return file;
}
