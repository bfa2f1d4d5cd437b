import { describe, expect, it } from 'vitest';
import { isStoredPostImage, postImageSrcSet, postImageUrl } from './images';

describe('post image addresses', () => {
  const large = '/uploads/post/vk-0a1b2c3d4e5f-1200.webp';

  it('derives the small sibling of a stored photo and back', () => {
    expect(postImageUrl(large, 'small')).toBe('/uploads/post/vk-0a1b2c3d4e5f-600.webp');
    expect(postImageUrl(postImageUrl(large, 'small'), 'large')).toBe(large);
    expect(postImageUrl(large, 'large')).toBe(large);
  });

  it('leaves other addresses alone', () => {
    for (const url of [
      '/uploads/demo/kids.webp',
      '/uploads/post/abc.jpg',
      '/uploads/post/abc-800.webp',
      'https://sun9-1.userapi.com/impg/a.jpg?size=1280x960',
      '/uploads/post/../x-1200.webp',
    ]) {
      expect(isStoredPostImage(url)).toBe(false);
      expect(postImageUrl(url, 'small')).toBe(url);
      expect(postImageSrcSet(url)).toBeUndefined();
    }
  });

  it('builds a srcset with both widths', () => {
    expect(postImageSrcSet(large)).toBe(
      '/uploads/post/vk-0a1b2c3d4e5f-600.webp 600w, /uploads/post/vk-0a1b2c3d4e5f-1200.webp 1200w',
    );
  });
});
