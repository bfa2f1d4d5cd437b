import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedVideo } from '#shared/schemas/media';
import { BackgroundVideo } from './background-video';

afterEach(cleanup);

// jsdom has no media queries; the loop's motion check reads one (a visitor without reduced motion).
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const video: ResolvedVideo = {
  phone: { mp4: '/uploads/media/3-ab-720.mp4', webm: '/uploads/media/3-ab-720.webm', width: 720, height: 406 },
  desktop: { mp4: '/uploads/media/3-ab-1280.mp4', webm: '/uploads/media/3-ab-1280.webm', width: 1280, height: 720 },
  poster: '/uploads/media/3-ab-poster1-1280.webp',
  posterSrcset: '/uploads/media/3-ab-poster1-480.webp 480w, /uploads/media/3-ab-poster1-1280.webp 1280w',
  width: 1280,
  height: 720,
};

function parts(container: HTMLElement) {
  const img = container.querySelector('img');
  const element = container.querySelector('video');
  const sources = [...container.querySelectorAll('source')].map((source) => ({
    src: source.getAttribute('src'),
    type: source.getAttribute('type'),
    media: source.getAttribute('media'),
  }));
  return { img, element, sources };
}

describe('BackgroundVideo', () => {
  it('draws a library video: its chosen poster first, the phone files for narrow screens, the loop muted and not preloaded', () => {
    const { container } = render(<BackgroundVideo video={video} className="hero__video" />);
    const { img, element, sources } = parts(container);
    expect(img?.getAttribute('src')).toBe(video.poster);
    expect(img?.getAttribute('srcset')).toBe(video.posterSrcset);
    expect(img?.getAttribute('width')).toBe('1280');
    expect(element?.getAttribute('preload')).toBe('none');
    expect(element?.muted).toBe(true);
    expect(element?.hasAttribute('loop')).toBe(true);
    expect(sources).toEqual([
      { src: video.phone.webm, type: 'video/webm', media: '(max-width: 767px)' },
      { src: video.phone.mp4, type: 'video/mp4', media: '(max-width: 767px)' },
      { src: video.desktop.webm, type: 'video/webm', media: null },
      { src: video.desktop.mp4, type: 'video/mp4', media: null },
    ]);
  });

  it('still draws a built-in loop by its name', () => {
    const { container } = render(<BackgroundVideo name="boxing" />);
    const { img, sources } = parts(container);
    expect(img?.getAttribute('src')).toBe('/media/video/boxing-poster.webp');
    expect(sources.map((source) => source.src)).toEqual(['/media/video/boxing.webm', '/media/video/boxing.mp4']);
  });
});
