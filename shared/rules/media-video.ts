/**
 * Banner videos of the media library (docs/decisions/media-videos.md): what an upload may be, the
 * sizes and formats made of it, and the byte budget of each, written once for the server that
 * transcodes and the screen that explains the limits.
 */

import { mediaFileUrl } from './media';

/**
 * An upload as it leaves a phone's gallery: a 30-second 4K clip from an iPhone is about 170 MB
 * (HEVC), a 1080p one 60-130 MB. 300 MB passes every clip within the length limit, and the upload
 * is streamed to disk, so the size costs disk, never memory.
 */
export const MEDIA_VIDEO_MAX_BYTES = 300 * 1024 * 1024;

/**
 * The longest clip accepted, in seconds. A banner is a loop behind a heading: today's loops are 8 s.
 * 30 s is room for a chosen moment of a training, and bounds the transcode (minutes on a small
 * server) and the files; a longer clip is refused with a hint to trim it on the phone.
 */
export const MEDIA_VIDEO_MAX_SECONDS = 30;

/** What a phone's gallery sends: MP4 (Android, iPhone "most compatible"), MOV (iPhone) and WebM. */
/**
 * A literal, not built from a list at load: this module is also in the public pages' bundle (the
 * banner's breakpoint), where a computed constant could not be left out.
 */
export const MEDIA_VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';

/**
 * The two sizes made of every video (width in px, never enlarged; the height keeps the ratio):
 * - phone: 720 px, a 390-412 px phone's banner at about 1.8x: a blurred, darkened loop behind a
 *   heading needs no more, and each pixel more is bytes on a train's connection;
 * - desktop: 1280 px, today's loops' size (a banner darkened behind text up to 1920 px screens).
 */
export const MEDIA_VIDEO_SIZES = { phone: 720, desktop: 1280 } as const;
export type MediaVideoSize = keyof typeof MEDIA_VIDEO_SIZES;
/** The screen width from which the desktop file is chosen (`<source media>`). */
export const MEDIA_VIDEO_DESKTOP_FROM = 768;

/**
 * The byte budget of each output file, whatever the clip's length: the encoder's bit rate is capped
 * so that the whole file fits (shared/rules/media-video.ts videoMaxBitrate). The phone file is the
 * one a 4G visitor waits for after the page has loaded: 1.5 MB is 1.2 s at 10 Mbit/s (a typical
 * 4G line) and 4 s at Lighthouse's slow 4G (3 Mbit/s useful); the first screen never waits for it
 * (poster first, the loop only after the page's load).
 */
export const MEDIA_VIDEO_BUDGET_BYTES = { phone: 1.5 * 1024 * 1024, desktop: 4 * 1024 * 1024 } as const;

/** Poster candidates offered: frames at these fractions of the clip. */
export const MEDIA_VIDEO_POSTER_AT = [0.1, 0.35, 0.6, 0.85] as const;
/** The poster widths of today's BackgroundVideo (480 and 768 for phones, 1280 for screens). */
export const MEDIA_VIDEO_POSTER_WIDTHS = [480, 768, 1280] as const;

/** The widths made of a clip this wide: each size at most the clip's own width, without repeats. */
export function videoWidthsFor(sourceWidth: number): { phone: number; desktop: number } {
  const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);
  return {
    phone: even(Math.min(MEDIA_VIDEO_SIZES.phone, sourceWidth)),
    desktop: even(Math.min(MEDIA_VIDEO_SIZES.desktop, sourceWidth)),
  };
}

/**
 * The peak video bit rate (bits per second) that keeps a file of this many seconds within its
 * budget, with 10 % left for the container and the encoder's overshoot; never above `ceiling`,
 * the rate at which more bits no longer show on a darkened loop.
 */
export function videoMaxBitrate(budgetBytes: number, seconds: number, ceiling: number): number {
  const fitting = Math.floor((budgetBytes * 8 * 0.9) / Math.max(1, seconds));
  return Math.min(ceiling, fitting);
}

/** The public address of an output file; the hash in the name changes with the file. */
export function mediaVideoFileUrl(stem: string, width: number, format: 'mp4' | 'webm'): string {
  return `/uploads/media/${stem}-${width}.${format}`;
}

/** A poster candidate's (index 0-3) files are named as a photo's would be under this stem. */
export function mediaVideoPosterStem(stem: string, index: number): string {
  return `${stem}-poster${index}`;
}

/** The address of a poster candidate (index 0-3) at a poster width. */
export function mediaVideoPosterUrl(stem: string, index: number, width: number): string {
  return mediaFileUrl(mediaVideoPosterStem(stem, index), width, 'webp');
}

/** A job's progress in whole percent from ffmpeg's `out_time_us` and the clip's length. */
export function progressPercent(outTimeMicroseconds: number, seconds: number): number {
  if (!Number.isFinite(outTimeMicroseconds) || seconds <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((outTimeMicroseconds / 1e6 / seconds) * 100)));
}
