import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NewsPost } from '#shared/schemas/post';
import { NewsItem } from './news-item';

const post = (id: number): NewsPost => ({
  id,
  title: `Новость ${id}`,
  date: 1_790_000_000,
  day: '2026-09-21',
  text: 'Текст',
  photo: `/uploads/demo/${id}.webp`,
  photoLarge: null,
});

describe('NewsItem in the server HTML', () => {
  it("lets only the first post's photo be preloaded in the head: the others do not share a phone's connection with the largest paint", () => {
    // React writes a preload link for every image that is neither lazy nor of low priority, in the
    // head, before the page's own requests (/events: five photos of ~35 kB each on a slow 4G).
    const html = renderToString(
      [1, 2, 3, 4, 5].map((id, index) => (
        <NewsItem key={id} post={post(id)} eager={index === 0} onOpenPhoto={() => {}} onPhotoIntent={() => {}} />
      )),
    );
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('/uploads/demo/1.webp');
    expect(preloads[0]).toContain('fetchPriority="high"');
    // None is lazy (the list waits for every first photo anyway): all five are in the HTML as images.
    expect(html.match(/<img /g)).toHaveLength(5);
    expect(html).not.toContain('loading="lazy"');
  });
});
