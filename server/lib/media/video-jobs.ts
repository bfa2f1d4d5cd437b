import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { MEDIA_VIDEO_BUDGET_BYTES, videoWidthsFor } from '#shared/rules/media-video';
import { media, mediaVideoJobs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpContentVersion } from '../content-version';
import { mediaDir, mediaStem } from './files';
import {
  commitVideoFiles,
  removeUnfinishedTranscodes,
  removeVideoFiles,
  TRANSCODE_DIR_PREFIX,
  videoSourcesDir,
} from './video-files';
import { checkVideoTools, DEFAULT_VIDEO_COMMANDS, probeOutput, type VideoCommands, type VideoToolsCheck } from './video-tools';
import { type Running, transcodeVideo, videoFileName } from './video-transcode';

const copy = serverMessages.adminMediaVideo;

export type VideoJobRow = typeof mediaVideoJobs.$inferSelect;

/** A job's end that is the file's fault, with the reason the admin reads. */
class JobRefused extends Error {}

/**
 * The banner videos' background work (docs/decisions/media-videos.md): one transcode at a time,
 * oldest first, each in a child ffmpeg process, so page requests are served meanwhile. One per
 * running server (and per test's deps), found with `videoWork(deps)`.
 */
export class VideoWork {
  readonly tools: Promise<VideoToolsCheck>;
  private loop: Promise<void> | null = null;
  private running: Running = { child: null, stopped: false };

  constructor(
    private readonly deps: AppDeps,
    readonly commands: VideoCommands,
  ) {
    this.tools = checkVideoTools(commands);
  }

  /** At start: jobs cut short by a restart run again from the start (or fail when their source is gone), then the queue runs. */
  start(): void {
    recoverJobs(this.deps);
    this.kick();
  }

  /** Runs the queue unless it already runs. */
  kick(): void {
    if (this.loop || this.running.stopped) return;
    this.loop = this.drain().finally(() => {
      this.loop = null;
    });
  }

  /** Resolves when the queue is empty (tests, and the shutdown). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** Stops the running ffmpeg; its job stays 'running' and is run again at the next start. */
  async stop(): Promise<void> {
    this.running.stopped = true;
    this.running.child?.kill('SIGKILL');
    await this.loop?.catch(() => undefined);
  }

  private async drain(): Promise<void> {
    const tools = await this.tools;
    for (;;) {
      if (this.running.stopped) return;
      const job = this.deps.db
        .select()
        .from(mediaVideoJobs)
        .where(eq(mediaVideoJobs.state, 'queued'))
        .orderBy(asc(mediaVideoJobs.id))
        .limit(1)
        .get();
      if (!job) return;
      if (!tools.ok) failJob(this.deps, job, copy.unavailable);
      else await this.runJob(job);
    }
  }

  private async runJob(job: VideoJobRow): Promise<void> {
    const { deps } = this;
    setJob(deps, job.id, { state: 'running', progress: 0 });
    const made = path.join(mediaDir(deps), `${TRANSCODE_DIR_PREFIX}${job.id}-${randomBytes(4).toString('hex')}`);
    try {
      fs.mkdirSync(made, { recursive: true });
      let shown = 0;
      await transcodeVideo(
        this.commands,
        { source: job.source, seconds: job.seconds, width: job.width },
        made,
        this.running,
        (percent) => {
          // A row write per whole percent, not per progress line.
          if (percent > shown) {
            shown = percent;
            setJob(deps, job.id, { progress: percent });
          }
        },
      );
      const measured = await this.measure(job, made);
      finishJob(deps, job, made, measured);
    } catch (error) {
      if (this.running.stopped) {
        // The server is stopping: the job stays 'running', and the next start runs it again.
        fs.rmSync(made, { recursive: true, force: true });
        return;
      }
      if (!(error instanceof JobRefused)) console.error('[media] video job', job.id, 'failed:', error);
      failJob(deps, job, error instanceof JobRefused ? error.message : copy.transcodeFailed);
    } finally {
      fs.rmSync(made, { recursive: true, force: true });
    }
  }

  /** Reads the outputs back: every file muted H.264 or VP9 in yuv420p, and each within its byte budget. */
  private async measure(job: VideoJobRow, made: string): Promise<{ width: number; height: number; widths: number[] }> {
    const widths = videoWidthsFor(job.width);
    let desktop = { width: 0, height: 0 };
    for (const size of ['phone', 'desktop'] as const) {
      for (const format of ['mp4', 'webm'] as const) {
        const file = path.join(made, videoFileName(widths[size], format));
        const output = await probeOutput(this.commands, file);
        if (output.codec !== (format === 'mp4' ? 'h264' : 'vp9') || output.audioStreams > 0)
          throw new JobRefused(copy.transcodeFailed);
        if (fs.statSync(file).size > MEDIA_VIDEO_BUDGET_BYTES[size]) throw new JobRefused(copy.overBudget);
        if (size === 'desktop') desktop = { width: output.width, height: output.height };
      }
    }
    return { ...desktop, widths: [...new Set([widths.phone, widths.desktop])] };
  }
}

function setJob(deps: AppDeps, id: number, fields: Partial<Pick<VideoJobRow, 'state' | 'progress' | 'error'>>): void {
  deps.db
    .update(mediaVideoJobs)
    .set({ ...fields, updatedAt: deps.now() })
    .where(eq(mediaVideoJobs.id, id))
    .run();
}

/** The item points at its new files in the transaction that moves them; the old files go after. */
function finishJob(
  deps: AppDeps,
  job: VideoJobRow,
  made: string,
  measured: { width: number; height: number; widths: number[] },
): void {
  const before = deps.db.select().from(media).where(eq(media.id, job.mediaId)).get();
  // Deleted while it was transcoded (the delete removed the job too): nothing to keep.
  const alive = deps.db.select({ id: mediaVideoJobs.id }).from(mediaVideoJobs).where(eq(mediaVideoJobs.id, job.id)).get();
  if (!before || !alive) {
    fs.rmSync(job.source, { force: true });
    return;
  }
  const stem = mediaStem(job.mediaId, job.hash);
  deps.db.transaction((tx) => {
    tx.update(media)
      .set({
        state: 'ready',
        name: job.name,
        hash: job.hash,
        widths: measured.widths,
        width: measured.width,
        height: measured.height,
        bytes: job.bytes,
        seconds: job.seconds,
        updatedAt: deps.now(),
      })
      .where(eq(media.id, job.mediaId))
      .run();
    tx.update(mediaVideoJobs)
      .set({ state: 'done', progress: 100, updatedAt: deps.now() })
      .where(eq(mediaVideoJobs.id, job.id))
      .run();
    commitVideoFiles(deps, made, stem);
  });
  if (before.kind === 'video' && before.hash !== job.hash && before.widths.length > 0) {
    removeVideoFiles(deps, before.id, before.hash, before.widths);
  }
  fs.rmSync(job.source, { force: true });
  // The pages that show this video are built again on their next request.
  bumpContentVersion();
}

/** A failed job keeps its reason for the screen; a new item fails with it, a replaced one keeps its files. */
function failJob(deps: AppDeps, job: VideoJobRow, reason: string): void {
  deps.db.transaction((tx) => {
    tx.update(mediaVideoJobs)
      .set({ state: 'failed', error: reason, updatedAt: deps.now() })
      .where(eq(mediaVideoJobs.id, job.id))
      .run();
    if (!job.replacing) tx.update(media).set({ state: 'failed', updatedAt: deps.now() }).where(eq(media.id, job.mediaId)).run();
  });
  fs.rmSync(job.source, { force: true });
}

/**
 * After a restart: a job that was running is queued again when its source is still there (run
 * from the start: ffmpeg cannot continue a file), or failed with the reason on screen. Leftover
 * transcode folders and sources no job holds are removed.
 */
export function recoverJobs(deps: AppDeps): void {
  for (const job of deps.db.select().from(mediaVideoJobs).where(eq(mediaVideoJobs.state, 'running')).all()) {
    if (fs.existsSync(job.source)) setJob(deps, job.id, { state: 'queued', progress: 0 });
    else failJob(deps, job, copy.interrupted);
  }
  removeUnfinishedTranscodes(deps);
  const sources = videoSourcesDir(deps);
  if (fs.existsSync(sources)) {
    const held = new Set(
      deps.db
        .select({ source: mediaVideoJobs.source })
        .from(mediaVideoJobs)
        .where(inArray(mediaVideoJobs.state, ['queued', 'running']))
        .all()
        .map((row) => path.resolve(row.source)),
    );
    for (const name of fs.readdirSync(sources)) {
      const file = path.resolve(sources, name);
      if (!held.has(file)) fs.rmSync(file, { force: true });
    }
  }
}

/** The latest job of each item, for the screen's states. */
export function latestJobs(deps: Pick<AppDeps, 'db'>, ids: readonly number[]): Map<number, VideoJobRow> {
  const latest = new Map<number, VideoJobRow>();
  if (ids.length === 0) return latest;
  const rows = deps.db
    .select()
    .from(mediaVideoJobs)
    .where(inArray(mediaVideoJobs.mediaId, [...ids]))
    .orderBy(asc(mediaVideoJobs.id))
    .all();
  for (const row of rows) latest.set(row.mediaId, row);
  return latest;
}

/** Whether an item has a job that has not ended (a second replacement waits for it). */
export function hasActiveJob(deps: Pick<AppDeps, 'db'>, mediaId: number): boolean {
  return Boolean(
    deps.db
      .select({ id: mediaVideoJobs.id })
      .from(mediaVideoJobs)
      .where(and(eq(mediaVideoJobs.mediaId, mediaId), inArray(mediaVideoJobs.state, ['queued', 'running'])))
      .get(),
  );
}

const works = new WeakMap<AppDeps, VideoWork>();

/** The background work of these deps, made on first use (the start-up makes it first, with its commands). */
export function videoWork(deps: AppDeps, commands: VideoCommands = DEFAULT_VIDEO_COMMANDS): VideoWork {
  let work = works.get(deps);
  if (!work) {
    work = new VideoWork(deps, commands);
    works.set(deps, work);
  }
  return work;
}

/** A fresh worker for these deps (the start-up, and a test's simulated restart). */
export function startVideoWork(deps: AppDeps, commands: VideoCommands = DEFAULT_VIDEO_COMMANDS): VideoWork {
  const work = new VideoWork(deps, commands);
  works.set(deps, work);
  work.start();
  return work;
}
