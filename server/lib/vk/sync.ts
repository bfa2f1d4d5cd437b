import { and, eq, inArray, isNull } from 'drizzle-orm';
import { posts, vkPostTombstones } from '#server/db/schema/index';
import type { AppDeps } from '#server/deps';
import { newsColumns } from '#shared/rules/news';
import { bumpContentVersion } from '../content-version';
import { hasPostImage, postImageAddress, releasePostImages, storeRemotePostImage, vkPhotoImageName } from '../post-images';
import { fetchWallPage, type VkConfig } from './client';
import { type MappedWallPost, readWallItem, type WallEntry, type WallPhoto } from './map-post';
import { readSyncState, type SyncRunResult } from './state';

export interface SyncLog {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

export interface SyncRunOptions {
  /** Read the whole wall (removals are only detected this way). */
  full?: boolean;
  /** A full pass runs anyway when the last one is older than this. */
  fullPassEveryMs?: number;
  /** Pause between wall.get pages (VK allows a few calls a second). */
  pageDelayMs?: number;
  /** Photo downloads per run; the rest wait for the next run. */
  maxPhotoDownloads?: number;
  photoConcurrency?: number;
  /** Per photo download. */
  imageTimeoutMs?: number;
  log?: SyncLog;
}

export const FULL_PASS_EVERY_MS = 6 * 60 * 60 * 1000;
const PAGE_DELAY_MS = 350;
const MAX_PHOTO_DOWNLOADS = 200;
/**
 * Photos decoded and encoded at once. Each holds its decoded strips and WebP encoder (8-15 MB for a
 * camera photo) until it is written; two keep a 2-core server's cores busy while a third only adds
 * its memory to the import's peak (~9 MB measured, docs/decisions/server-memory.md).
 */
const PHOTO_CONCURRENCY = 2;

type PostRow = typeof posts.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'env' | 'fetch' | 'now'>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database or a transaction on it: these reads run in both. */
type Reader = Pick<AppDeps['db'], 'select'>;

function vkRows(db: Reader): PostRow[] {
  return db.select().from(posts).where(eq(posts.source, 'vk')).all();
}

function tombstoneIds(db: Reader): Set<number> {
  return new Set(
    db
      .select({ vkId: vkPostTombstones.vkId })
      .from(vkPostTombstones)
      .all()
      .map((row) => row.vkId),
  );
}

/** Our copy when it is on disk, otherwise VK's address (the next run retries the download). */
function photoAddress(deps: Pick<AppDeps, 'env'>, photo: WallPhoto): string {
  const name = vkPhotoImageName(photo.key);
  return hasPostImage(deps, name) ? postImageAddress(name) : photo.url;
}

interface WallRead {
  entries: Map<number, WallEntry>;
  /** The whole wall was read while its count stayed the same: absent posts were really deleted. */
  complete: boolean;
  count: number;
}

/**
 * Pages through wall.get, newest first. An incremental run stops after the first page that shows a
 * known, unchanged post (the pinned post, which VK puts first whatever its age, does not count).
 * Any failure throws before anything is stored.
 */
async function readWall(
  deps: Deps,
  config: VkConfig,
  full: boolean,
  isKnownUnchanged: (entry: WallEntry) => boolean,
  pageDelayMs: number,
): Promise<WallRead> {
  const entries = new Map<number, WallEntry>();
  let offset = 0;
  let firstCount: number | undefined;
  let stableCount = true;
  for (;;) {
    const page = await fetchWallPage(deps, config, { offset });
    firstCount ??= page.count;
    if (page.count !== firstCount) stableCount = false;
    let reachedKnown = false;
    for (const raw of page.items) {
      const entry = readWallItem(raw);
      if (!entry) continue;
      entries.set(entry.vkId, entry);
      if (!full && !entry.isPinned && isKnownUnchanged(entry)) reachedKnown = true;
    }
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.count) return { entries, complete: stableCount, count: page.count };
    if (reachedKnown) return { entries, complete: false, count: page.count };
    if (pageDelayMs > 0) await sleep(pageDelayMs);
  }
}

/** The columns a wall post sets, the news columns computed from them included (shared/rules/news.ts). */
function wallFields(deps: Deps, post: MappedWallPost) {
  const photoUrls = post.photos.map((photo) => photoAddress(deps, photo));
  return {
    title: post.title,
    text: post.text,
    date: post.date,
    attachments: post.attachments,
    photoUrls,
    photoSources: post.photos,
    vkHash: post.hash,
    ...newsColumns({ text: post.text, photoUrls, attachments: post.attachments }),
  };
}

/**
 * VK re-signs photo addresses from time to time: a photo still waiting for its download gets the
 * fresh address, so the retry does not fetch an expired one. Null when nothing changed.
 */
function refreshedSources(row: PostRow, post: MappedWallPost): Pick<PostRow, 'photoUrls' | 'photoSources'> | null {
  const fresh = new Map(post.photos.map((photo) => [photo.key, photo.url]));
  let changed = false;
  const photoUrls = row.photoUrls.map((url) => {
    const source = row.photoSources.find((candidate) => candidate.url === url);
    const freshUrl = source ? fresh.get(source.key) : undefined;
    if (freshUrl === undefined || freshUrl === url) return url;
    changed = true;
    return freshUrl;
  });
  if (!changed) return null;
  const photoSources = row.photoSources.map((source) => ({ key: source.key, url: fresh.get(source.key) ?? source.url }));
  return { photoUrls, photoSources };
}

interface Applied {
  imported: number;
  updated: number;
  removed: number;
  /** Posts whose pending photo addresses VK re-signed. */
  refreshed: number;
  released: string[];
}

/** Stores what the wall says, in one transaction. New posts go in oldest first, so ids follow the wall's order. */
function applyWall(deps: Deps, wall: WallRead, full: boolean, log: SyncLog): Applied {
  return deps.db.transaction((tx) => {
    const now = deps.now();
    const rows = new Map<number, PostRow>();
    for (const row of vkRows(tx)) if (row.vkId !== null) rows.set(row.vkId, row);
    const tombstones = tombstoneIds(tx);
    const result: Applied = { imported: 0, updated: 0, removed: 0, refreshed: 0, released: [] };
    const fresh: MappedWallPost[] = [];

    for (const { post } of wall.entries.values()) {
      if (!post || tombstones.has(post.vkId)) continue;
      const row = rows.get(post.vkId);
      if (!row) {
        fresh.push(post);
      } else if (row.detached) {
        // The admin owns this one now.
      } else if (row.vkHash !== post.hash) {
        const fields = wallFields(deps, post);
        tx.update(posts)
          .set({ ...fields, updatedAt: now })
          .where(eq(posts.id, row.id))
          .run();
        result.released.push(...row.photoUrls.filter((url) => !fields.photoUrls.includes(url)));
        result.updated += 1;
      } else {
        const refreshed = refreshedSources(row, post);
        if (refreshed) {
          tx.update(posts)
            .set({ ...refreshed, ...newsColumns({ ...row, photoUrls: refreshed.photoUrls }) })
            .where(eq(posts.id, row.id))
            .run();
          result.refreshed += 1;
        }
      }
    }

    fresh.sort((a, b) => a.vkId - b.vkId);
    for (const post of fresh) {
      tx.insert(posts)
        .values({ ...wallFields(deps, post), source: 'vk', vkId: post.vkId, detached: false, createdAt: now, updatedAt: now })
        .run();
      result.imported += 1;
    }

    if (full && wall.complete) {
      if (wall.count === 0 && rows.size > 0) {
        // An empty wall is far more often a wrong VK_GROUP_ID or a hiccup than a club deleting everything.
        log.warn('[vk-sync] the wall reads as empty; stored VK posts are kept');
      } else {
        const gone = [...rows.values()].filter((row) => row.vkId !== null && !wall.entries.has(row.vkId) && !row.detached);
        if (gone.length > 0) {
          tx.delete(posts)
            .where(
              inArray(
                posts.id,
                gone.map((row) => row.id),
              ),
            )
            .run();
          for (const row of gone) result.released.push(...row.photoUrls);
          result.removed = gone.length;
        }
        // A tombstone is only needed while the wall still has the post.
        const staleTombstones = [...tombstones].filter((vkId) => !wall.entries.has(vkId));
        if (staleTombstones.length > 0) tx.delete(vkPostTombstones).where(inArray(vkPostTombstones.vkId, staleTombstones)).run();
      }
    }
    return result;
  });
}

/** Photos of VK posts still at VK's address, one task per photo. */
export function pendingPhotos(deps: Pick<AppDeps, 'db'>): Map<string, string> {
  const pending = new Map<string, string>();
  for (const row of vkRows(deps.db)) {
    for (const source of row.photoSources) {
      if (row.photoUrls.includes(source.url) && !pending.has(source.key)) pending.set(source.key, source.url);
    }
  }
  return pending;
}

/** Points every post showing `remote` at our copy; re-read inside the transaction so an admin's edit in between is kept. */
function replacePhotoAddress(deps: Pick<AppDeps, 'db'>, remote: string, local: string): void {
  deps.db.transaction((tx) => {
    for (const row of vkRows(tx)) {
      if (!row.photoUrls.includes(remote)) continue;
      const photoUrls = row.photoUrls.map((url) => (url === remote ? local : url));
      tx.update(posts)
        .set({ photoUrls, ...newsColumns({ ...row, photoUrls }) })
        .where(eq(posts.id, row.id))
        .run();
    }
  });
}

/** Downloads pending photos a few at a time; a failure leaves VK's address for the next run. */
async function storePendingPhotos(
  deps: Deps,
  options: { max: number; concurrency: number; timeoutMs?: number; log: SyncLog },
): Promise<{ stored: number; failed: number }> {
  const tasks = [...pendingPhotos(deps)].slice(0, options.max);
  let stored = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    for (let task = tasks[next++]; task; task = tasks[next++]) {
      const [key, url] = task;
      try {
        const local = await storeRemotePostImage(deps, url, vkPhotoImageName(key), { timeoutMs: options.timeoutMs });
        replacePhotoAddress(deps, url, local);
        stored += 1;
      } catch (error) {
        failed += 1;
        options.log.warn(`[vk-sync] photo ${key} not stored (${(error as Error).message}); retried next run: ${url}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, tasks.length) }, worker));
  return { stored, failed };
}

/**
 * One sync run: read the wall (all of it on the first run, every few hours, on the admin's request,
 * or when a post edited here waits to be restored; otherwise only what is new), store the changes,
 * then fetch pending photos. A failure while reading throws a VkSyncError and stores nothing.
 */
export async function runVkSync(
  deps: Deps,
  config: VkConfig,
  options: SyncRunOptions = {},
): Promise<SyncRunResult & { fullPassDone: boolean }> {
  const log = options.log ?? console;
  const state = readSyncState(deps);
  const fullPassEveryS = (options.fullPassEveryMs ?? FULL_PASS_EVERY_MS) / 1000;
  const waitingForWall = deps.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.source, 'vk'), eq(posts.detached, false), isNull(posts.vkHash)))
    .get();
  const full =
    options.full === true ||
    state.lastFullSyncAt === null ||
    deps.now() - state.lastFullSyncAt >= fullPassEveryS ||
    waitingForWall !== undefined;

  const known = new Map(vkRows(deps.db).map((row) => [row.vkId, row]));
  const tombstones = tombstoneIds(deps.db);
  const isKnownUnchanged = (entry: WallEntry) => {
    if (tombstones.has(entry.vkId)) return true;
    const row = known.get(entry.vkId);
    return row !== undefined && (row.detached || entry.post === null || row.vkHash === entry.post.hash);
  };

  const wall = await readWall(deps, config, full, isKnownUnchanged, options.pageDelayMs ?? PAGE_DELAY_MS);
  const applied = applyWall(deps, wall, full, log);
  // Pages show these posts: a run that wrote any makes the cached pages out of date, now (the photo
  // downloads below may take minutes) and again when downloaded photos replace VK's addresses.
  if (applied.imported + applied.updated + applied.removed + applied.refreshed > 0) bumpContentVersion();
  await releasePostImages(deps, applied.released);
  const photos = await storePendingPhotos(deps, {
    max: options.maxPhotoDownloads ?? MAX_PHOTO_DOWNLOADS,
    concurrency: options.photoConcurrency ?? PHOTO_CONCURRENCY,
    timeoutMs: options.imageTimeoutMs,
    log,
  });
  if (photos.stored > 0) bumpContentVersion();
  return {
    kind: full ? 'full' : 'incremental',
    imported: applied.imported,
    updated: applied.updated,
    removed: applied.removed,
    photosStored: photos.stored,
    photosFailed: photos.failed,
    fullPassDone: full && wall.complete,
  };
}
