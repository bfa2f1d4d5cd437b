import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postImageUrl } from '#shared/rules/images';
import type { NewsPost } from '#shared/schemas/post';
import { usePagePhotosReady } from './use-page-photos-ready';

/** jsdom does not load images: this stand-in answers after a tick, failing for addresses containing 'broken'. */
class FakeImage {
  static requested: string[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sizes = '';
  srcset = '';
  currentSrc = '';
  set src(value: string) {
    FakeImage.requested.push(value);
    this.currentSrc = new URL(value, window.location.href).href;
    setTimeout(() => (value.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

const post = (id: number, photo: string): NewsPost => ({
  id,
  title: `№${id}`,
  text: 'Текст',
  date: 1_790_000_000,
  day: '2026-09-21',
  // As the server stores them: the 600 px and 1200 px addresses of the first photo.
  photo: postImageUrl(photo, 'small'),
  photoLarge: postImageUrl(photo, 'large'),
});

function Probe({ posts }: { posts: NewsPost[] }) {
  const state = usePagePhotosReady(posts);
  return <p data-testid="state">{state.status === 'error' ? `error: ${state.message}` : state.status}</p>;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('usePagePhotosReady', () => {
  beforeEach(() => {
    FakeImage.requested = [];
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('on a client render: loading until every first photo has loaded, again on a page change', async () => {
    const page1 = [post(3, '/uploads/post/aaaa-1200.webp'), post(2, '/uploads/demo/b.webp')];
    const { rerender } = render(<Probe posts={page1} />);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await flush();
    expect(screen.getByTestId('state').textContent).toBe('ready');
    // Stored photos are checked at the card's width (srcset), others as they are.
    expect(FakeImage.requested).toEqual(['/uploads/post/aaaa-600.webp', '/uploads/demo/b.webp']);

    rerender(<Probe posts={[post(1, '/uploads/demo/c.webp')]} />);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await flush();
    expect(screen.getByTestId('state').textContent).toBe('ready');
  });

  it('reports the first failing photo with the spec message', async () => {
    render(<Probe posts={[post(2, '/uploads/demo/ok.webp'), post(1, '/uploads/demo/broken.webp')]} />);
    await flush();
    expect(screen.getByTestId('state').textContent).toBe('error: Не удалось загрузить изображение: /uploads/demo/broken.webp');
  });

  it('keeps the server-rendered page on screen while hydrating, and still checks its photos', async () => {
    const posts = [post(1, '/uploads/demo/broken.webp')];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe posts={posts} />);
    document.body.append(container);
    expect(container.textContent).toBe('ready');
    await act(async () => {
      hydrateRoot(container, <Probe posts={posts} />);
    });
    expect(FakeImage.requested).toEqual(['/uploads/demo/broken.webp']);
    await flush();
    expect(container.textContent).toBe('error: Не удалось загрузить изображение: /uploads/demo/broken.webp');
    container.remove();
  });
});
