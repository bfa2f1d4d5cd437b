import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedImage } from '#shared/schemas/media';
import { MediaPicture } from './media-picture';

afterEach(cleanup);

const photo: ResolvedImage = {
  stem: '7-0123abcd',
  widths: [320, 640, 800, 960, 1280, 1920],
  width: 1920,
  height: 1080,
  alt: 'Ринг перед турниром',
  focal: { x: 0.25, y: 0.5 },
};

const sourceOf = (container: HTMLElement, type: string) => container.querySelector(`source[type="${type}"]`);
const widthsOf = (srcset: string | null | undefined) => (srcset ?? '').split(', ').map((each) => each.split(' ')[1]);

describe('MediaPicture', () => {
  it('offers the AVIF files up to 1280 px first and the WebP ones up to 1920 px second, the 1280 px WebP as src', () => {
    const { container } = render(<MediaPicture image={photo} sizes="100vw" />);
    const avif = sourceOf(container, 'image/avif');
    const webp = sourceOf(container, 'image/webp');
    expect(widthsOf(avif?.getAttribute('srcset'))).toEqual(['320w', '640w', '800w', '960w', '1280w']);
    expect(avif?.getAttribute('srcset')).not.toContain('1920.avif');
    expect(widthsOf(webp?.getAttribute('srcset'))).toEqual(['320w', '640w', '800w', '960w', '1280w', '1920w']);
    expect(webp?.getAttribute('srcset')).toContain('/uploads/media/7-0123abcd-1920.webp 1920w');
    expect(container.querySelector('picture')?.firstElementChild).toBe(avif);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/media/7-0123abcd-1280.webp');
    expect(img?.getAttribute('alt')).toBe('Ринг перед турниром');
    expect(img?.style.objectPosition).toBe('25% 50%');
  });

  it('draws a WebP-only picture (a video poster) without an AVIF source', () => {
    const { container } = render(<MediaPicture image={{ ...photo, widths: [480, 1280], webpOnly: true }} sizes="100vw" alt="" />);
    expect(sourceOf(container, 'image/avif')).toBeNull();
    expect(widthsOf(sourceOf(container, 'image/webp')?.getAttribute('srcset'))).toEqual(['480w', '1280w']);
  });
});
