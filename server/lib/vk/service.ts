import { count, eq } from 'drizzle-orm';
import { posts } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { serverMessages } from '#shared/messages/server.ru';
import type { VkSyncStatus } from '#shared/schemas/vk-sync';
import { retryDelayMs } from './backoff';
import { VK_REQUEST_TIMEOUT_MS, type VkConfig, vkConfigFrom } from './client';
import { VkSyncError } from './errors';
import { readSyncState, writeSyncState } from './state';
import { pendingPhotos, runVkSync, type SyncLog, type SyncRunOptions } from './sync';

export interface VkSyncServiceOptions extends Omit<SyncRunOptions, 'full' | 'log'> {
  /** Between successful runs; VK_SYNC_MINUTES by default. */
  intervalMs?: number;
  requestTimeoutMs?: number;
  log?: SyncLog;
}

/**
 * Runs the sync: once at start, then every interval, sooner or later after a failure (backoff.ts),
 * and on the admin's request. One run at a time: a request during a run joins it.
 */
export class VkSyncService {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<VkSyncStatus> | null = null;
  private nextRunAt: number | null = null;
  private started = false;
  private readonly intervalMs: number;
  private readonly log: SyncLog;

  constructor(
    private readonly deps: AppDeps,
    private readonly options: VkSyncServiceOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? deps.env.VK_SYNC_MINUTES * 60_000;
    this.log = options.log ?? console;
  }

  get config(): VkConfig | null {
    return vkConfigFrom(this.deps.env, this.options.requestTimeoutMs ?? VK_REQUEST_TIMEOUT_MS);
  }

  get running(): boolean {
    return this.inFlight !== null;
  }

  /** Starts the schedule with a run right away; does nothing when VK is not configured. */
  start(): void {
    if (this.started || !this.config) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops the schedule and waits for a run in progress. */
  async stop(): Promise<void> {
    this.started = false;
    this.clearTimer();
    await this.inFlight;
  }

  /** Runs the sync now (or joins the run in progress) and answers the status; failures are recorded, not thrown. */
  runNow({ full = false }: { full?: boolean } = {}): Promise<VkSyncStatus> {
    if (!this.inFlight) {
      this.inFlight = this.runOnce(full)
        .finally(() => {
          this.inFlight = null;
        })
        .then(() => this.status());
    }
    return this.inFlight;
  }

  status(): VkSyncStatus {
    const state = readSyncState(this.deps);
    const totalVkPosts = this.deps.db.select({ n: count() }).from(posts).where(eq(posts.source, 'vk')).get()?.n ?? 0;
    return {
      configured: this.config !== null,
      running: this.running,
      lastSyncAt: state.lastSyncAt,
      lastSuccessAt: state.lastSuccessAt,
      lastFullSyncAt: state.lastFullSyncAt,
      lastRun: state.lastRun,
      totalVkPosts,
      photosPending: pendingPhotos(this.deps).size,
      lastError: state.lastError,
      lastErrorAt: state.lastErrorAt,
      consecutiveFailures: state.consecutiveFailures,
      nextRunAt: this.nextRunAt,
      intervalMinutes: this.intervalMs / 60_000,
    };
  }

  private async runOnce(full: boolean): Promise<void> {
    this.clearTimer();
    const config = this.config;
    if (!config) return;
    const startedAt = this.deps.now();
    let delayMs = this.intervalMs;
    try {
      const { fullPassDone, ...lastRun } = await runVkSync(this.deps, config, { ...this.options, full, log: this.log });
      const state = readSyncState(this.deps);
      writeSyncState(this.deps, {
        ...state,
        lastSyncAt: startedAt,
        lastSuccessAt: startedAt,
        lastFullSyncAt: fullPassDone ? startedAt : state.lastFullSyncAt,
        lastRun,
        lastError: null,
        lastErrorAt: null,
        consecutiveFailures: 0,
      });
      this.log.info(
        `[vk-sync] ${lastRun.kind}: +${lastRun.imported} ~${lastRun.updated} -${lastRun.removed}, photos ${lastRun.photosStored} stored, ${lastRun.photosFailed} failed`,
      );
    } catch (error) {
      const failure =
        error instanceof VkSyncError
          ? error
          : new VkSyncError(
              'transient',
              serverMessages.vkSync.internalError,
              error instanceof Error ? error.message : String(error),
            );
      if (error instanceof VkSyncError) this.log.warn(`[vk-sync] failed: ${failure.message} (${failure.detail})`);
      else this.log.error('[vk-sync] failed unexpectedly', error);
      const state = readSyncState(this.deps);
      const consecutiveFailures = state.consecutiveFailures + 1;
      writeSyncState(this.deps, {
        ...state,
        lastSyncAt: startedAt,
        lastError: failure.message,
        lastErrorAt: startedAt,
        consecutiveFailures,
      });
      delayMs = retryDelayMs(failure.kind, consecutiveFailures, this.intervalMs);
    }
    if (this.started) this.schedule(delayMs);
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.nextRunAt = this.deps.now() + Math.ceil(delayMs / 1000);
    this.timer = setTimeout(() => void this.runNow(), delayMs);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nextRunAt = null;
  }
}

const services = new WeakMap<AppDeps, VkSyncService>();

/** The one sync service of these dependencies (the scheduler in server/index.ts and the admin's calls share it). */
export function vkSyncFor(deps: AppDeps): VkSyncService {
  let service = services.get(deps);
  if (!service) {
    service = new VkSyncService(deps);
    services.set(deps, service);
  }
  return service;
}

/** Replaces the service of these dependencies with one using the given options (tests, tuning). */
export function configureVkSync(deps: AppDeps, options: VkSyncServiceOptions): VkSyncService {
  const service = new VkSyncService(deps, options);
  services.set(deps, service);
  return service;
}
