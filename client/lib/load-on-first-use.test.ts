import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use';

describe('loadOnFirstUse', () => {
  it('loads once and hands every caller the same module', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const get = loadOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = loadOnFirstUse(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
