import path from 'node:path';
import { directions } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { directionPageKey, type PageKey, pageKeys } from '#shared/schemas/pages/documents';
import type { AppDeps } from '../deps';
import { bumpContentVersion } from '../lib/content-version';
import { insertFirstVersion } from '../lib/pages/first-version';
import { demoLibraryPhoto } from './demo-library';
import { aboutPicture } from './demo-pictures';
import { pages } from './schema';
import { aboutPhotos, type DemoPhoto, demoAboutPage } from './seed-data/pages/about';
import { demoContactsPage } from './seed-data/pages/contacts';
import { demoDirectionPages } from './seed-data/pages/directions';
import { demoHomePage } from './seed-data/pages/home';

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

async function demoDocument(deps: AppDeps, imagesDir: string, key: PageKey): Promise<unknown> {
  switch (key) {
    case 'home':
      return demoHomePage;
    case 'contacts':
      return demoContactsPage;
    case 'brand':
      // The built-in emblem (an SVG the photo library cannot hold) until the owner picks a picture.
      return { logo: null, favicon: null };
    case 'about': {
      const [founder, ...gallery] = await demoPhotoIds(deps, imagesDir, [aboutPhotos.founder, ...aboutPhotos.gallery]);
      return demoAboutPage({ founder: founder ?? 0, gallery });
    }
    default: {
      const direction = directions.find((each) => directionPageKey(each.slug) === key);
      if (!direction) throw new Error(`Неизвестная страница: ${key}`);
      return demoDirectionPages[direction.slug];
    }
  }
}

/**
 * Gives every page that has no row yet its first published version: the demo club's words, which a
 * club then edits (docs/decisions/pages-content-model.md). Runs at every start, whatever SEED_DEMO
 * says, since a page without a document cannot be drawn; after the first start it reads one table
 * and does nothing.
 */
export async function ensurePages(deps: AppDeps, imagesDir: string): Promise<{ created: PageKey[] }> {
  const present = new Set(
    deps.db
      .select({ key: pages.key })
      .from(pages)
      .all()
      .map((row) => row.key),
  );
  const missing = pageKeys.filter((key) => !present.has(key));
  if (missing.length === 0) return { created: [] };
  const documents = new Map<PageKey, unknown>();
  for (const key of missing) documents.set(key, await demoDocument(deps, imagesDir, key));
  // One transaction: a refused document leaves no page half-seeded.
  const created = deps.db.transaction(() => missing.filter((key) => insertFirstVersion(deps, key, documents.get(key))));
  if (created.length > 0) bumpContentVersion();
  return { created };
}
