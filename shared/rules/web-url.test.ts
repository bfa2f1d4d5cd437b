import { describe, expect, it } from 'vitest';
import { isWebUrl, safeAttachment } from './web-url';

describe('isWebUrl', () => {
  it('keeps http and https only', () => {
    expect(isWebUrl('https://fightclub.example/results')).toBe(true);
    expect(isWebUrl('http://vk.com/wall-1_2')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/relative',
      '',
      42,
      null,
    ]) {
      expect(isWebUrl(bad), String(bad)).toBe(false);
    }
  });

  it('drops a bad address but keeps the attachment and its type', () => {
    expect(safeAttachment({ type: 'link', url: 'javascript:alert(1)' })).toEqual({ type: 'link' });
    expect(safeAttachment({ type: 'link', url: 'https://a.example/' })).toEqual({ type: 'link', url: 'https://a.example/' });
    expect(safeAttachment({ type: 'video' })).toEqual({ type: 'video' });
  });
});
