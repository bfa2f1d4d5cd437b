import { describe, expect, it } from 'vitest';
import { isStoredPostImage, POST_IMAGE_WIDTHS, postImageSizeOf, postImageSrcSet, postImageUrl } from './images';

describe('post image addresses', () => {
  const large = '/uploads/post/vk-0a1b2c3d4e5f-1200.webp';
  const medium = '/uploads/post/vk-0a1b2c3d4e5f-900.webp';
  const small = '/uploads/post/vk-0a1b2c3d4e5f-600.webp';

  it('has three widths: 600, 900 and 1200', () => {
    expect(POST_IMAGE_WIDTHS).toEqual({ large: 1200, medium: 900, small: 600 });
  });

  it('derives every sibling of a stored photo from any of its widths', () => {
    for (const from of [large, medium, small]) {
      expect(isStoredPostImage(from)).toBe(true);
      expect(postImageUrl(from, 'small')).toBe(small);
      expect(postImageUrl(from, 'medium')).toBe(medium);
      expect(postImageUrl(from, 'large')).toBe(large);
    }
  });

  it('names the width of a stored address', () => {
    expect(postImageSizeOf(large)).toBe('large');
    expect(postImageSizeOf(medium)).toBe('medium');
    expect(postImageSizeOf(small)).toBe('small');
    expect(postImageSizeOf('/uploads/post/demo-post-01-1-900.webp')).toBe('medium');
  });

  it('leaves other addresses alone', () => {
    for (const url of [
      '/uploads/demo/kids.webp',
      '/uploads/demo/post-01-1.webp',
      '/uploads/post/abc.jpg',
      '/uploads/post/abc-800.webp',
      '/uploads/post/abc-9000.webp',
      '/uploads/post/abc-900.webp.tmp',
      '/uploads/post/abc-900.png',
      '/uploads/post/-900.webp',
      '/uploads/product/abc-900.webp',
      'https://sun9-1.userapi.com/impg/a.jpg?size=1280x960',
      '/uploads/post/../x-1200.webp',
      '/uploads/post/..-900.webp',
      '/uploads/post/a/b-900.webp',
      '/uploads/post/a%2fb-900.webp',
      '/uploads/post/a.b-900.webp',
    ]) {
      expect(isStoredPostImage(url), url).toBe(false);
      expect(postImageSizeOf(url), url).toBeNull();
      expect(postImageUrl(url, 'small')).toBe(url);
      expect(postImageUrl(url, 'medium')).toBe(url);
      expect(postImageSrcSet(url)).toBeUndefined();
    }
  });

  it('builds a srcset with the three widths, narrowest first, from any width', () => {
    const expected =
      '/uploads/post/vk-0a1b2c3d4e5f-600.webp 600w, /uploads/post/vk-0a1b2c3d4e5f-900.webp 900w, /uploads/post/vk-0a1b2c3d4e5f-1200.webp 1200w';
    expect(postImageSrcSet(large)).toBe(expected);
    expect(postImageSrcSet(small)).toBe(expected);
  });
});
