import path from 'node:path';
import { serverMessages } from '#shared/messages/server.ru';
import type { DemoPhoto } from '#shared/pages/kind';
import { type PageRegistry, sitePages } from '#shared/pages/registry';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { AppDeps } from '../deps';
import { bumpContentVersion } from '../lib/content-version';
import { insertFirstVersion } from '../lib/pages/first-version';
import { demoLibraryPhoto } from './demo-library';
import { aboutPicture } from './demo-pictures';
import { pages } from './schema';

const copy = serverMessages.pages;

/** Where the demo pictures are: the built site's copy of client/public (dist/client/media/images). */
export const demoPagesImagesDir = (clientDir: string): string => path.join(clientDir, 'media', 'images');

/**
 * The demo pictures as library items, each stored once (server/db/demo-library.ts): the item of the
 * demo folder made from the same file is reused (a restart, or a page deleted by hand); the others
 * are copied in from the demo-media cache of the build, encoded by the library's own pipeline (AVIF
 * and WebP at every width) only when the cache lacks them.
 */
async function demoPhotoIds(deps: AppDeps, imagesDir: string, photos: readonly DemoPhoto[]): Promise<number[]> {
  const ids: number[] = [];
  for (const photo of photos) {
    ids.push(await demoLibraryPhoto(deps, aboutPicture(imagesDir, photo), { folder: copy.demoFolder, alt: photo.alt }));
  }
  return ids;
}

/**
 * Gives every page that has no row yet its first published version: the demo club's words, which a
 * club then edits (docs/decisions/pages-content-model.md). Runs at every start, whatever SEED_DEMO
 * says, since a page without a document cannot be drawn; after the first start it reads one table
 * and does nothing.
 */
export async function ensurePages(
  deps: AppDeps,
  imagesDir: string,
  registry: PageRegistry = sitePages,
): Promise<{ created: PageKey[] }> {
  const present = new Set(
    deps.db
      .select({ key: pages.key })
      .from(pages)
      .all()
      .map((row) => row.key),
  );
  const missing = (registry.keys as readonly PageKey[]).filter((key) => !present.has(key));
  if (missing.length === 0) return { created: [] };
  const documents = new Map<PageKey, unknown>();
  const tools = { photos: (photos: readonly DemoPhoto[]) => demoPhotoIds(deps, imagesDir, photos) };
  for (const key of missing) documents.set(key, await registry.kindOf(key).demo(key, tools));
  // One transaction: a refused document leaves no page half-seeded.
  const created = deps.db.transaction(() => missing.filter((key) => insertFirstVersion(deps, key, documents.get(key), registry)));
  if (created.length > 0) bumpContentVersion();
  return { created };
}
