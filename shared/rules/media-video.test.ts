import { describe, expect, it } from 'vitest';
import { imageSrcset } from './media';
import {
  MEDIA_VIDEO_BUDGET_BYTES,
  MEDIA_VIDEO_MAX_SECONDS,
  mediaVideoFileUrl,
  mediaVideoPosterStem,
  mediaVideoPosterUrl,
  progressPercent,
  videoMaxBitrate,
  videoWidthsFor,
} from './media-video';

describe('banner video rules', () => {
  it('makes a phone and a desktop width, never enlarged and always even', () => {
    expect(videoWidthsFor(3840)).toEqual({ phone: 720, desktop: 1280 });
    expect(videoWidthsFor(1080)).toEqual({ phone: 720, desktop: 1080 });
    expect(videoWidthsFor(641)).toEqual({ phone: 640, desktop: 640 });
  });

  it('caps the bit rate so the longest clip fits its budget, and short clips at the ceiling', () => {
    const rate = videoMaxBitrate(MEDIA_VIDEO_BUDGET_BYTES.phone, MEDIA_VIDEO_MAX_SECONDS, 10_000_000);
    expect((rate * MEDIA_VIDEO_MAX_SECONDS) / 8).toBeLessThanOrEqual(MEDIA_VIDEO_BUDGET_BYTES.phone * 0.9);
    expect(videoMaxBitrate(MEDIA_VIDEO_BUDGET_BYTES.phone, 3, 1_000_000)).toBe(1_000_000);
    // A zero-length probe never divides by zero.
    expect(videoMaxBitrate(1000, 0, 1_000_000)).toBe(7200);
  });

  it('reads ffmpeg progress as whole percent within 0-100', () => {
    expect(progressPercent(1_500_000, 3)).toBe(50);
    expect(progressPercent(9_000_000, 3)).toBe(100);
    expect(progressPercent(Number.NaN, 3)).toBe(0);
    expect(progressPercent(1_000_000, 0)).toBe(0);
  });

  it('names the files by the item stem, so a replacement gets new addresses', () => {
    expect(mediaVideoFileUrl('7-abc', 720, 'mp4')).toBe('/uploads/media/7-abc-720.mp4');
    expect(mediaVideoPosterUrl('7-abc', 2, 480)).toBe('/uploads/media/7-abc-poster2-480.webp');
    // The poster as a picture: its stem with the photo's file naming gives the same address.
    expect(imageSrcset({ stem: mediaVideoPosterStem('7-abc', 2), widths: [480] }, 'webp')).toBe(
      '/uploads/media/7-abc-poster2-480.webp 480w',
    );
  });
});
