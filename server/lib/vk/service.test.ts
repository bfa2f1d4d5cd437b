import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, createTestDeps } from '#server/test/test-app';
import { startVkStandIn, VK_TEST_TOKEN, vkPost } from '#server/test/vk-stand-in';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';
import { wallOwnerParams } from './client';
import { configureVkSync, vkSyncFor } from './service';

afterAll(cleanup);

const MIN = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('retryDelayMs', () => {
  it('retries a passing trouble soon, doubling up to the normal interval', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs('transient', n, 15 * MIN) / MIN)).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('waits at least an hour after the rate limit, doubling up to six hours', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs('rateLimit', n, 15 * MIN) / MIN)).toEqual([60, 120, 240, 360, 360]);
  });

  it('waits from the normal interval on a token or access problem, doubling up to six hours', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs('config', n, 15 * MIN) / MIN)).toEqual([15, 30, 60, 120, 240, 360]);
    expect(retryDelayMs('config', 1000, 15 * MIN)).toBe(MAX_RETRY_DELAY_MS);
    // A normal interval longer than the cap is never shortened by a failure.
    expect(retryDelayMs('config', 3, 24 * 60 * MIN)).toBe(24 * 60 * MIN);
  });
});

describe('wallOwnerParams', () => {
  it('reads the ways a community id is written', () => {
    for (const value of ['123', '-123', 'club123', 'public123', ' 123 '])
      expect(wallOwnerParams(value)).toEqual({ owner_id: '-123' });
    expect(wallOwnerParams('academy_obninsk')).toEqual({ domain: 'academy_obninsk' });
  });
});

describe('VkSyncService scheduling', () => {
  it('does nothing without VK_ACCESS_TOKEN and VK_GROUP_ID', async () => {
    const deps = createTestDeps();
    const sync = vkSyncFor(deps);
    expect(vkSyncFor(deps)).toBe(sync);
    sync.start();
    expect(sync.status()).toMatchObject({
      configured: false,
      running: false,
      nextRunAt: null,
      lastSyncAt: null,
      intervalMinutes: 15,
    });
    expect((await sync.runNow()).lastSyncAt).toBeNull();
  });

  it('runs at start, then every interval, until stopped', async () => {
    const vk = await startVkStandIn();
    try {
      vk.wall.push(vkPost(vk.groupId, 1, 'Первый'));
      const deps = createTestDeps({
        env: { VK_ACCESS_TOKEN: VK_TEST_TOKEN, VK_GROUP_ID: String(vk.groupId), VK_API_URL: vk.apiUrl, VK_SYNC_MINUTES: '0.005' },
      });
      const sync = configureVkSync(deps, { pageDelayMs: 0, log: quiet });
      expect(sync.status().intervalMinutes).toBe(0.005);
      sync.start();
      sync.start(); // a second start changes nothing
      await until(() => vk.wallCalls.length >= 1);
      vk.wall.push(vkPost(vk.groupId, 2, 'Второй'));
      await until(() => vk.wallCalls.length >= 3);
      await until(() => !sync.running);
      expect(sync.status()).toMatchObject({ totalVkPosts: 2, lastError: null });
      expect(sync.status().nextRunAt).not.toBeNull();
      await sync.stop();
      const calls = vk.wallCalls.length;
      expect(sync.status().nextRunAt).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(vk.wallCalls.length).toBe(calls);
    } finally {
      await vk.close();
    }
  });

  it('runs one sync at a time: a request during a run joins it', async () => {
    const vk = await startVkStandIn();
    try {
      vk.wall.push(vkPost(vk.groupId, 1, 'Пост'));
      const deps = createTestDeps({
        env: { VK_ACCESS_TOKEN: VK_TEST_TOKEN, VK_GROUP_ID: String(vk.groupId), VK_API_URL: vk.apiUrl },
      });
      const sync = configureVkSync(deps, { pageDelayMs: 0, requestTimeoutMs: 300, log: quiet });
      vk.failWallGet({ kind: 'hang' }, { times: 1 });
      const first = sync.runNow();
      expect(sync.status().running).toBe(true);
      const second = sync.runNow({ full: true });
      const [a, b] = await Promise.all([first, second]);
      expect(vk.wallCalls).toHaveLength(1);
      expect(a).toEqual(b);
      expect(a).toMatchObject({ running: false, consecutiveFailures: 1, lastError: 'ВКонтакте не ответил за 1 с' });
      expect((await sync.runNow()).lastRun?.imported).toBe(1);
    } finally {
      await vk.close();
    }
  });
});
