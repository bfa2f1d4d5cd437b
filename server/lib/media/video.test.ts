import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_VIDEO_BUDGET_BYTES, MEDIA_VIDEO_MAX_BYTES } from '#shared/rules/media-video';
import type { MediaItem } from '#shared/schemas/media';
import { admins, mediaVideoJobs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { MEDIA_VIDEO_PATH } from '../../http/media-video';
import { callerAs } from '../../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../../test/test-app';
import { lavfiClip } from '../../test/video-files';
import { issueTokenPair } from '../tokens';
import { mediaDir } from './files';
import { startVideoWork, type VideoWork, videoWork } from './video-jobs';
import { resolveVideo } from './video-resolve';
import { DEFAULT_VIDEO_COMMANDS, probeOutput, probeVideo } from './video-tools';
import { recordVideoUsage } from './video-usages';

/** Debian's ffmpeg makes the clips and the outputs: skipped without it on a developer's machine, never in CI (.ci/run installs it). */
const withFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0 || Boolean(process.env.CI);

let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
let token: string;

beforeAll(async () => {
  deps = createTestDeps();
  app = createTestApp(deps);
  token = await adminToken(deps);
});
afterAll(async () => {
  await videoWork(deps).stop();
  cleanup();
});

function send(
  file: string | Buffer,
  options: { id?: number; name?: string; auth?: string | null; headers?: Record<string, string> } = {},
) {
  const body = typeof file === 'string' ? fs.readFileSync(file) : file;
  const headers: Record<string, string> = {
    'x-file-name': encodeURIComponent(options.name ?? 'тренировка.mp4'),
    ...options.headers,
  };
  const auth = options.auth === undefined ? token : options.auth;
  if (auth) headers.authorization = `Bearer ${auth}`;
  return app.request(options.id ? `${MEDIA_VIDEO_PATH}/${options.id}` : MEDIA_VIDEO_PATH, {
    method: 'POST',
    body: new Uint8Array(body),
    headers,
  });
}

function fileOf(url: string): string {
  return path.join(mediaDir(deps), path.basename(url));
}

function sources(): string[] {
  const dir = path.join(deps.env.dataDir, 'video-sources');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function until(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function jobOf(mediaId: number) {
  return deps.db.select().from(mediaVideoJobs).where(eq(mediaVideoJobs.mediaId, mediaId)).all().at(-1);
}

describe.skipIf(!withFfmpeg)('a banner video upload', () => {
  let first: MediaItem;

  it('refuses a stranger and a coach before reading the file', async () => {
    const clip = lavfiClip({ seconds: 3, width: 1280, height: 720 });
    const stranger = await send(clip, { auth: null });
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toEqual({ message: 'Требуется авторизация' });
    const coachId = deps.db
      .insert(admins)
      .values({ login: 'coach', name: 'coach', role: 'coach', passwordHash: 'locked' })
      .returning()
      .get().id;
    const coach = await send(clip, { auth: (await issueTokenPair(deps, coachId)).token });
    expect(coach.status).toBe(403);
    expect(sources()).toEqual([]);
  });

  it('refuses a file that is no video, one that says it is too big, and one too long, keeping nothing', async () => {
    const text = await send(Buffer.from('это не видео, а текст '.repeat(200)), { name: 'clip.mp4' });
    expect(text.status).toBe(415);
    expect((await text.json()).message).toMatch(/Это не видео или файл повреждён/);
    const photo = await send(fs.readFileSync(path.resolve('client/public/media/video/home-poster.webp')), { name: 'кадр.mp4' });
    expect(photo.status).toBe(415);
    const huge = await send(Buffer.from('x'), { headers: { 'content-length': String(MEDIA_VIDEO_MAX_BYTES + 1) } });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toMatch(/Видео больше 300 МБ/);
    const long = await send(lavfiClip({ seconds: 32, width: 160, height: 90 }));
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/Видео длится 32 с, а можно не больше 30/);
    expect(sources()).toEqual([]);
    expect((await callerAs(deps, token).media.list()).items).toEqual([]);
  }, 60_000);

  it('transcodes a 3-second clip into muted H.264 and VP9 at two sizes within budget, with four posters', async () => {
    const response = await send(lavfiClip({ seconds: 3, width: 1280, height: 720 }));
    expect(response.status).toBe(201);
    first = (await response.json()) as MediaItem;
    expect(first).toMatchObject({ kind: 'video', name: 'тренировка.mp4', video: { resolved: null } });
    expect(['queued', 'running']).toContain(first.video?.job?.state);
    await videoWork(deps).idle();
    const item = await callerAs(deps, token).media.byId({ id: first.id });
    expect(item.video?.job).toMatchObject({ state: 'done', progress: 100, error: '' });
    const video = resolveVideo(deps.db, first.id);
    expect(video).not.toBeNull();
    if (!video) return;
    expect(video).toMatchObject({
      width: 1280,
      height: 720,
      phone: { width: 720, height: 406 },
      desktop: { width: 1280, height: 720 },
    });
    for (const [size, source] of [
      ['phone', video.phone],
      ['desktop', video.desktop],
    ] as const) {
      for (const [format, codec] of [
        ['mp4', 'h264'],
        ['webm', 'vp9'],
      ] as const) {
        const file = fileOf(source[format]);
        const probed = await probeOutput(DEFAULT_VIDEO_COMMANDS, file);
        expect(probed).toMatchObject({ codec, width: source.width, pixelFormat: 'yuv420p', audioStreams: 0 });
        expect(fs.statSync(file).size).toBeLessThanOrEqual(MEDIA_VIDEO_BUDGET_BYTES[size]);
      }
    }
    // faststart: the MP4's index (moov) before its data (mdat).
    const head = fs.readFileSync(fileOf(video.phone.mp4)).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(Math.max(head.indexOf('mdat'), 4096));
    expect(item.video?.posters).toHaveLength(4);
    for (const poster of item.video?.posters ?? []) expect(fs.existsSync(fileOf(poster))).toBe(true);
    const served = await app.request(video.phone.mp4);
    expect(served.status).toBe(200);
    expect(sources()).toEqual([]);
  }, 180_000);

  it('sets the poster the admin picks', async () => {
    const item = await callerAs(deps, token).media.setPoster({ id: first.id, poster: 2 });
    expect(item.video?.poster).toBe(2);
    expect(resolveVideo(deps.db, first.id)?.poster).toMatch(/-poster2-1280\.webp$/);
    await expect(callerAs(deps, token).media.setPoster({ id: first.id, poster: 7 })).rejects.toThrow(
      /выберите один из четырёх кадров/,
    );
  });

  it('refuses a broken replacement and keeps the old video playing', async () => {
    const before = resolveVideo(deps.db, first.id);
    const clip = fs.readFileSync(lavfiClip({ seconds: 3, width: 1280, height: 720 }));
    const broken = Buffer.concat([Buffer.from('garbage!'), clip.subarray(0, 2000)]);
    const response = await send(broken, { id: first.id, name: 'битый.mp4' });
    expect(response.status).toBe(415);
    expect(resolveVideo(deps.db, first.id)).toEqual(before);
    expect(fs.existsSync(fileOf(before?.desktop.webm ?? ''))).toBe(true);
  });

  it('keeps the old video when the transcode of a replacement fails, with the reason on screen', async () => {
    const before = resolveVideo(deps.db, first.id);
    await videoWork(deps).stop();
    const response = await send(lavfiClip({ seconds: 3, width: 640, height: 360, format: 'webm' }), {
      id: first.id,
      name: 'новое.webm',
    });
    expect(response.status).toBe(200);
    // The file is damaged on disk before its turn comes.
    const job = jobOf(first.id);
    fs.writeFileSync(job?.source ?? '', Buffer.alloc(50_000, 7));
    const work = startVideoWork(deps);
    await work.idle();
    const item = await callerAs(deps, token).media.byId({ id: first.id });
    expect(item.video?.job).toMatchObject({
      state: 'failed',
      replacing: true,
      error: expect.stringMatching(/ffmpeg не смог обработать файл/),
    });
    expect(resolveVideo(deps.db, first.id)).toEqual(before);
    expect(fs.existsSync(fileOf(before?.phone.mp4 ?? ''))).toBe(true);
    expect(sources()).toEqual([]);
  }, 120_000);

  it('replaces the files once the new ones are ready, keeping the id and usages', async () => {
    recordVideoUsage(deps.db, { ownerKind: 'page', ownerId: 'home', field: 'hero.video' }, first.id);
    const before = resolveVideo(deps.db, first.id);
    const response = await send(lavfiClip({ seconds: 3, width: 640, height: 360, format: 'webm' }), {
      id: first.id,
      name: 'новое.webm',
    });
    expect(response.status).toBe(200);
    // Meanwhile the old files keep serving.
    expect(resolveVideo(deps.db, first.id)).toEqual(before);
    await videoWork(deps).idle();
    const after = resolveVideo(deps.db, first.id);
    expect(after?.desktop).toMatchObject({ width: 640, height: 360 });
    expect(after?.desktop.mp4).not.toBe(before?.desktop.mp4);
    expect(fs.existsSync(fileOf(before?.desktop.mp4 ?? ''))).toBe(false);
    expect((await callerAs(deps, token).media.usages({ id: first.id })).map((usage) => usage.place)).toEqual(['Главная']);
    await expect(callerAs(deps, token).media.delete({ id: first.id })).rejects.toThrow(
      'Видео используется: Главная. Сначала уберите его оттуда.',
    );
  }, 180_000);
});

describe.skipIf(!withFfmpeg)('the transcode in the background', () => {
  let work: VideoWork;

  it('never blocks a page request', async () => {
    work = videoWork(deps);
    const response = await send(lavfiClip({ seconds: 3, width: 640, height: 360 }), { name: 'фон.mov' });
    const { id } = (await response.json()) as MediaItem;
    await until(() => jobOf(id)?.state === 'running' && (jobOf(id)?.progress ?? 0) > 0);
    const timings: number[] = [];
    for (let n = 0; n < 5; n++) {
      const started = performance.now();
      const answer = await app.request('/sitemap.xml');
      expect(answer.status).toBe(200);
      timings.push(performance.now() - started);
    }
    // Served while ffmpeg works in its own process (a page answer here takes milliseconds; the
    // bound is wide for a loaded shared machine, far below a transcode's seconds).
    expect(jobOf(id)?.state).toBe('running');
    expect(Math.max(...timings)).toBeLessThan(1500);
    await work.idle();
    expect(jobOf(id)?.state).toBe('done');
  }, 180_000);

  it('runs a job cut short by a restart again from the start', async () => {
    const response = await send(lavfiClip({ seconds: 3, width: 640, height: 360 }), { name: 'рестарт.mp4' });
    const { id } = (await response.json()) as MediaItem;
    await until(() => jobOf(id)?.state === 'running' && (jobOf(id)?.progress ?? 0) > 0);
    // The server stops mid-transcode: the row stays 'running', as after a crash.
    await videoWork(deps).stop();
    expect(jobOf(id)?.state).toBe('running');
    const restarted = startVideoWork(deps);
    expect(['queued', 'running']).toContain(jobOf(id)?.state);
    await restarted.idle();
    expect(jobOf(id)).toMatchObject({ state: 'done', progress: 100 });
    expect(resolveVideo(deps.db, id)).not.toBeNull();
    expect(fs.readdirSync(mediaDir(deps)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  }, 180_000);

  it('fails a job cut short whose upload is gone, with the reason on screen', async () => {
    await videoWork(deps).stop();
    const response = await send(lavfiClip({ seconds: 3, width: 1280, height: 720 }), { name: 'потерян.mp4' });
    const { id } = (await response.json()) as MediaItem;
    const job = jobOf(id);
    deps.db
      .update(mediaVideoJobs)
      .set({ state: 'running' })
      .where(eq(mediaVideoJobs.id, job?.id ?? 0))
      .run();
    fs.rmSync(job?.source ?? '');
    await startVideoWork(deps).idle();
    const item = await callerAs(deps, token).media.byId({ id });
    expect(item.video?.job).toMatchObject({ state: 'failed', error: expect.stringMatching(/Сервер перезапустился/) });
    expect(resolveVideo(deps.db, id)).toBeNull();
  }, 60_000);
});

describe('without ffmpeg', () => {
  it('refuses video uploads with a clear message while photos keep working', async () => {
    const bare = createTestDeps();
    const bareApp = createTestApp(bare);
    startVideoWork(bare, { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' });
    const response = await bareApp.request(MEDIA_VIDEO_PATH, {
      method: 'POST',
      // Refused before a byte is read: any body will do.
      body: new Uint8Array(Buffer.from('a phone video')),
      headers: { authorization: `Bearer ${await adminToken(bare)}`, 'x-file-name': 'a.mp4' },
    });
    expect(response.status).toBe(412);
    expect((await response.json()).message).toMatch(/не установлен ffmpeg.*Фото загружаются как обычно/);
    const form = new FormData();
    form.append('files', new File([fs.readFileSync(path.resolve('client/public/media/video/home-poster.webp'))], 'зал.webp'));
    const photos = await callerAs(bare, await adminToken(bare)).media.upload(form);
    expect(photos).toHaveLength(1);
  }, 60_000);
});

describe.skipIf(!withFfmpeg)('ffprobe of a phone clip', () => {
  it('reads a clip filmed upright (a stored rotation) as portrait', async () => {
    const clip = lavfiClip({ seconds: 1, width: 320, height: 180 });
    const upright = path.join(path.dirname(clip), 'upright.mp4');
    spawnSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      clip,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      upright,
    ]);
    expect(await probeVideo(DEFAULT_VIDEO_COMMANDS, upright)).toEqual({
      kind: 'video',
      video: { seconds: 1, width: 180, height: 320 },
    });
  });
});
