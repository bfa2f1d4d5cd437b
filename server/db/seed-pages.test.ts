import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMessages } from '#shared/messages/server.ru';
import { aboutPhotos } from '#shared/pages/demo/about';
import { demoDirectionPages } from '#shared/pages/demo/directions';
import { pageKeys } from '#shared/schemas/pages/documents';
import { publishedData } from '../lib/pages/resolve';
import { cleanup, createTestDeps } from '../test/test-app';
import { media, pages } from './schema';
import { aboutPictureNames } from './seed-data/media';
import { ensurePages } from './seed-pages';

const imagesDir = path.resolve(import.meta.dirname, '../../client/public/media/images');

afterAll(cleanup);

describe('the pages’ first versions', () => {
  it('give every page the demo’s words, its pictures through the media library, once', { timeout: 180_000 }, async () => {
    const deps = createTestDeps();
    const started = performance.now();
    const first = await ensurePages(deps, imagesDir);
    const seconds = (performance.now() - started) / 1000;
    console.log(`ensurePages on a fresh database: ${seconds.toFixed(1)} s`);
    expect(first.created).toEqual(pageKeys);

    const items = deps.db.select().from(media).where(eq(media.folder, serverMessages.pages.demoFolder)).all();
    expect(items.map((item) => item.name)).toEqual(
      [aboutPhotos.founder, ...aboutPhotos.gallery].map((photo) => aboutPictureNames[photo.file] ?? photo.file),
    );
    expect(items.every((item) => item.alt.length > 20 && item.widths.length > 0)).toBe(true);

    const about = publishedData(deps, 'about');
    expect(about.founder.name).toBe('Андрей Викторович Соколов');
    expect(about.founder.photo).toMatchObject({ width: 800, height: 1000, alt: aboutPhotos.founder.alt });
    expect(about.gallery.items.map((item) => item.image.alt)).toEqual(aboutPhotos.gallery.map((photo) => photo.alt));
    expect(publishedData(deps, 'direction:boxing')).toEqual({ ...demoDirectionPages.boxing, slug: 'boxing' });

    // A second start, and one after a page was lost, reuse the stored pictures.
    expect(await ensurePages(deps, imagesDir)).toEqual({ created: [] });
    deps.db.delete(pages).where(eq(pages.key, 'about')).run();
    expect(await ensurePages(deps, imagesDir)).toEqual({ created: ['about'] });
    expect(deps.db.select().from(media).all()).toHaveLength(items.length);
  });
});
