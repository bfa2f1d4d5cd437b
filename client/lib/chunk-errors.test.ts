import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkIdFromUrl,
  describeAppError,
  failedChunkUrl,
  toChunkLoadError,
  withChunkTimeout,
} from './chunk-errors';

describe('failedChunkUrl', () => {
  it('reads the address from each browser wording and from a failed CSS preload', () => {
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: http://x/static/js/a-1.js'))).toBe(
      'http://x/static/js/a-1.js',
    );
    expect(failedChunkUrl(new TypeError('error loading dynamically imported module: http://x/static/js/b.js'))).toBe(
      'http://x/static/js/b.js',
    );
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBe('');
    expect(failedChunkUrl(new Error('Unable to preload CSS for /static/css/c.css'))).toBe('/static/css/c.css');
  });

  it('is null for other errors', () => {
    expect(failedChunkUrl(new Error('boom'))).toBeNull();
    expect(failedChunkUrl(undefined)).toBeNull();
  });
});

describe('toChunkLoadError', () => {
  it('names the chunk after its file and keeps the original as the cause', () => {
    const original = new TypeError('Failed to fetch dynamically imported module: http://x/static/js/waiting-list-B2x9.js');
    const error = toChunkLoadError(original);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error?.name).toBe('ChunkLoadError');
    expect(error?.chunkId).toBe('waiting-list-B2x9');
    expect(error?.type).toBe('error');
    expect(error?.message).toBe('Loading chunk waiting-list-B2x9 failed.\n(error: http://x/static/js/waiting-list-B2x9.js)');
    expect(error?.cause).toBe(original);
  });

  it('returns a ChunkLoadError unchanged and ignores other errors', () => {
    const chunkError = new ChunkLoadError('a', 'missing', '/static/js/a.js');
    expect(toChunkLoadError(chunkError)).toBe(chunkError);
    expect(toChunkLoadError(new Error('boom'))).toBeNull();
  });
});

describe('chunkIdFromUrl', () => {
  it('drops the folder, query and extension', () => {
    expect(chunkIdFromUrl('/static/js/ad-popup-XyZ.js?v=1')).toBe('ad-popup-XyZ');
    expect(chunkIdFromUrl('/static/css/home-1.css')).toBe('home-1');
  });
});

describe('withChunkTimeout', () => {
  it('fails with cause timeout once the time is up', async () => {
    vi.useFakeTimers();
    try {
      const pending = withChunkTimeout(() => new Promise<never>(() => {}), 'slow', 120_000);
      const outcome = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(119_999);
      let settled = false;
      void outcome.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = (await outcome) as ChunkLoadError;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(error.type).toBe('timeout');
      expect(error.message).toBe('Loading chunk slow failed.\n(timeout: slow)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a value through and turns an import failure into a ChunkLoadError', async () => {
    await expect(withChunkTimeout(() => Promise.resolve(7), 'x')).resolves.toBe(7);
    await expect(
      withChunkTimeout(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/x-1.js')),
        'x',
      ),
    ).rejects.toMatchObject({ name: 'ChunkLoadError', chunkId: 'x-1' });
  });
});

describe('describeAppError', () => {
  it('prefixes a chunk failure with its name; other errors show their message', () => {
    expect(describeAppError(new TypeError('Failed to fetch dynamically imported module: /static/js/q.js'))).toEqual({
      text: 'ChunkLoadError: Loading chunk q failed.\n(error: /static/js/q.js)',
      isChunkError: true,
    });
    expect(describeAppError(new Error('Сломалось'))).toEqual({ text: 'Сломалось', isChunkError: false });
  });
});
