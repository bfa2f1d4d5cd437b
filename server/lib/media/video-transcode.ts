import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  MEDIA_VIDEO_BUDGET_BYTES,
  MEDIA_VIDEO_MAX_SECONDS,
  MEDIA_VIDEO_POSTER_AT,
  MEDIA_VIDEO_POSTER_WIDTHS,
  progressPercent,
  videoMaxBitrate,
  videoWidthsFor,
} from '#shared/rules/media-video';
import type { VideoCommands } from './video-tools';

/**
 * The bit rates above which a darkened banner loop shows no difference (bits per second); the byte
 * budget lowers them for longer clips (docs/decisions/media-videos.md).
 */
const CEILING = { phone: 1_000_000, desktop: 2_400_000 } as const;
/** Banner loops need no more motion than this; a 60 fps phone clip is halved. */
const FPS = 30;

export interface TranscodeInput {
  source: string;
  seconds: number;
  width: number;
}

/** The files a transcode writes into its folder (names relative to it). */
export function outputNames(widths: { phone: number; desktop: number }) {
  return {
    videos: [
      { size: 'phone', width: widths.phone, format: 'mp4' },
      { size: 'phone', width: widths.phone, format: 'webm' },
      { size: 'desktop', width: widths.desktop, format: 'mp4' },
      { size: 'desktop', width: widths.desktop, format: 'webm' },
    ] as const,
    posters: MEDIA_VIDEO_POSTER_AT.flatMap((_, index) => MEDIA_VIDEO_POSTER_WIDTHS.map((width) => ({ index, width }))),
  };
}

export function videoFileName(width: number, format: 'mp4' | 'webm'): string {
  return `${width}.${format}`;
}
export function posterFileName(index: number, width: number): string {
  return `poster${index}-${width}.webp`;
}

/** Encoder options per format: muted, yuv420p (every browser plays it), one rate cap from the budget. */
function encoderArgs(format: 'mp4' | 'webm', maxRate: number): string[] {
  const rate = String(maxRate);
  const buffer = String(maxRate * 2);
  if (format === 'mp4') {
    // faststart: the index at the front, so the browser can play while the rest downloads.
    return [
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '28',
      '-maxrate',
      rate,
      '-bufsize',
      buffer,
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      '-sn',
      '-dn',
      '-map_metadata',
      '-1',
    ];
  }
  // VP9 in constrained quality; 'good' with cpu-used 5 is the speed a small server affords.
  return [
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '36',
    '-b:v',
    rate,
    '-maxrate',
    rate,
    '-bufsize',
    buffer,
    '-deadline',
    'good',
    '-cpu-used',
    '5',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-an',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
  ];
}

/** The one ffmpeg run that makes the four videos: decoded once, split into the two sizes, each encoded twice. */
export function transcodeArgs(input: TranscodeInput, dir: string): string[] {
  const widths = videoWidthsFor(input.width);
  const seconds = Math.min(input.seconds, MEDIA_VIDEO_MAX_SECONDS);
  const rates = {
    phone: videoMaxBitrate(MEDIA_VIDEO_BUDGET_BYTES.phone, seconds, CEILING.phone),
    desktop: videoMaxBitrate(MEDIA_VIDEO_BUDGET_BYTES.desktop, seconds, CEILING.desktop),
  };
  const filter = [
    `[0:v:0]fps=${FPS},split=2[p][d]`,
    `[p]scale=${widths.phone}:-2:flags=lanczos,setsar=1,split=2[p1][p2]`,
    `[d]scale=${widths.desktop}:-2:flags=lanczos,setsar=1,split=2[d1][d2]`,
  ].join(';');
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-progress',
    'pipe:1',
    '-nostats',
    '-i',
    input.source,
    '-t',
    String(MEDIA_VIDEO_MAX_SECONDS),
    '-filter_complex',
    filter,
  ];
  for (const [label, size, format] of [
    ['p1', 'phone', 'mp4'],
    ['p2', 'phone', 'webm'],
    ['d1', 'desktop', 'mp4'],
    ['d2', 'desktop', 'webm'],
  ] as const) {
    args.push('-map', `[${label}]`, ...encoderArgs(format, rates[size]), path.join(dir, videoFileName(widths[size], format)));
  }
  return args;
}

/** One frame at `at` seconds, as WebP at each poster width (never wider than the clip). */
export function posterArgs(input: TranscodeInput, dir: string, index: number, at: number): string[] {
  const widths = MEDIA_VIDEO_POSTER_WIDTHS;
  const labels = widths.map((_, n) => `w${n}`);
  const filter = `[0:v:0]split=${widths.length}${labels.map((l) => `[s${l}]`).join('')};${widths
    .map((width, n) => `[s${labels[n]}]scale='min(${width},iw)':-2:flags=lanczos[${labels[n]}]`)
    .join(';')}`;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    at.toFixed(3),
    '-i',
    input.source,
    '-filter_complex',
    filter,
  ];
  widths.forEach((width, n) => {
    args.push(
      '-map',
      `[${labels[n]}]`,
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      '75',
      '-map_metadata',
      '-1',
      path.join(dir, posterFileName(index, width)),
    );
  });
  return args;
}

/** A running ffmpeg the job can stop (the server stopping); stopping leaves the job to the next start. */
export interface Running {
  child: ChildProcess | null;
  stopped: boolean;
}

class FfmpegFailed extends Error {}

export { FfmpegFailed };

/**
 * Runs ffmpeg in a child process at a lower priority than the site (the server's two cores serve
 * pages first), reporting `out_time_us` from -progress. Resolves when it exits 0.
 */
export function runFfmpeg(
  commands: VideoCommands,
  args: string[],
  running: Running,
  onTime?: (microseconds: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (running.stopped) return reject(new FfmpegFailed('stopped'));
    const child = spawn(commands.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running.child = child;
    if (child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at the site's priority, still in its own process.
      }
    }
    let errors = '';
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line.trim());
        if (match && onTime) onTime(Number(match[1]));
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.on('error', (error) => reject(new FfmpegFailed(error.message)));
    child.on('close', (code, signal) => {
      running.child = null;
      if (code === 0) resolve();
      else reject(new FfmpegFailed(`ffmpeg ${signal ?? code}: ${errors.trim()}`));
    });
  });
}

/** Makes every file of a video into `dir`: the four videos (progress 0-90 %), then the poster candidates. */
export async function transcodeVideo(
  commands: VideoCommands,
  input: TranscodeInput,
  dir: string,
  running: Running,
  onProgress: (percent: number) => void,
): Promise<void> {
  const seconds = Math.min(input.seconds, MEDIA_VIDEO_MAX_SECONDS);
  await runFfmpeg(commands, transcodeArgs(input, dir), running, (time) =>
    onProgress(Math.floor(progressPercent(time, seconds) * 0.9)),
  );
  for (const [index, fraction] of MEDIA_VIDEO_POSTER_AT.entries()) {
    await runFfmpeg(commands, posterArgs(input, dir, index, seconds * fraction), running);
    onProgress(90 + Math.round(((index + 1) / MEDIA_VIDEO_POSTER_AT.length) * 10));
  }
}
