import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, startVkStandIn, VK_TEST_TOKEN, type VkStandIn, vkPhoto, vkPost } from '#server/test/vk-stand-in';

/** The real start command with VK configured: the sync runs once the server listens and stops with it. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = import.meta.resolve('tsx');
let work: string;
let vk: VkStandIn;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-vk-start-'));
  fs.mkdirSync(path.join(work, 'dist/client/.vite'), { recursive: true });
  // The demo pages' first versions are drawn from the pictures a real build copies from client/public.
  fs.cpSync(path.join(ROOT, 'client/public/media/images'), path.join(work, 'dist/client/media/images'), { recursive: true });
  // And their library encodings, as a real build carries them (server/index.test.ts says why).
  const demoMedia = path.join(ROOT, 'dist/demo-media');
  if (fs.existsSync(demoMedia)) fs.cpSync(demoMedia, path.join(work, 'dist/demo-media'), { recursive: true });
  fs.mkdirSync(path.join(work, 'dist/server'), { recursive: true });
  fs.writeFileSync(
    path.join(work, 'dist/client/.vite/manifest.json'),
    JSON.stringify({ 'client/main.tsx': { file: 'static/js/main.js', src: 'client/main.tsx', isEntry: true } }),
  );
  fs.writeFileSync(
    path.join(work, 'dist/server/entry-server.js'),
    "export async function renderPage() { return new Response('<!doctype html>', { status: 200 }); }\n",
  );
  vk = await startVkStandIn();
  vk.wall.push(
    vkPost(vk.groupId, 1, 'Первая новость со стены'),
    vkPost(vk.groupId, 2, 'Вторая новость с фото', { attachments: [vkPhoto(vk.url, vk.groupId, 7, 'start')] }),
  );
  vk.images.set('/img/start.jpg', { status: 200, contentType: 'image/jpeg', body: await makeJpeg(800, 600) });
});
afterAll(async () => {
  await vk.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function until(condition: () => boolean, what: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out:\n${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Starts the whole server in a child process (compiled through tsx): seconds on a quiet machine, up
// to a minute on a busy one, so the test gets a start-up budget rather than the default 20 s.
describe('server start with VK configured', { timeout: 90_000 }, () => {
  it('syncs the wall after listening, serves the posts, and stops cleanly', async () => {
    const child: ChildProcess = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'server/index.ts')], {
      cwd: work,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: path.join(work, 'data'),
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://academy.example.ru',
        VK_ACCESS_TOKEN: VK_TEST_TOKEN,
        VK_GROUP_ID: `club${vk.groupId}`,
        VK_API_URL: vk.apiUrl,
        VK_SYNC_MINUTES: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': the output is read to its end before the checks below.
    const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      await until(
        () => /Сайт запущен: http:\/\/127\.0\.0\.1:\d+/.test(output),
        () => output,
      );
      const url = output.match(/Сайт запущен: (http:\/\/127\.0\.0\.1:\d+)/)?.[1] as string;
      // The next line may come in the pipe's next chunk: waited for, not read at once.
      await until(
        () => output.includes('Синхронизация со стеной ВКонтакте: каждые 30 мин.'),
        () => output,
      );
      await until(
        () => output.includes('[vk-sync] full'),
        () => output,
      );
      expect(vk.wallCalls[0]?.params.owner_id).toBe(`-${vk.groupId}`);

      const list = (await (await fetch(`${url}/api/posts`)).json()) as Array<{ id: number; title: string; photoUrls: string[] }>;
      expect(list.map((post) => post.title)).toEqual(['Вторая новость с фото', 'Первая новость со стены']);
      const photo = list[0]?.photoUrls[0] as string;
      expect(photo).toMatch(/^\/uploads\/post\/vk-[0-9a-f]{24}-1200\.webp$/);
      expect((await fetch(`${url}${photo}`)).headers.get('content-type')).toBe('image/webp');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
    expect(output).toContain('Сервер остановлен.');
  });
});
