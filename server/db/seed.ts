import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { newsColumns } from '#shared/rules/news';
import { AD_SETTINGS_KEY, defaultAd } from '../lib/ad';
import { bumpContentVersion } from '../lib/content-version';
import { mediaStem, removeFiles } from '../lib/media/files';
import { uploadPhotos } from '../lib/media/library';
import { photoUrlsOf, postPhotoRows, recordPostPhotos } from '../lib/posts-photos';
import type { Db } from './client';
import { type DemoImage, renderDemoImage, writeDemoImages } from './demo-media';
import {
  attendanceRecords,
  coaches,
  groups,
  media,
  mediaUsages,
  posts,
  prices,
  products,
  scheduleRows,
  settings,
  trialSlots,
} from './schema';
import type { PostScene } from './seed-data/art/post-scenes';
import { demoCoaches } from './seed-data/coaches';
import { buildGroupMonth, demoGroups, previousMonth } from './seed-data/journal';
import { buildDemoPosts, DEMO_POST_PHOTO_FOLDER, demoSceneAlts } from './seed-data/posts';
import { demoPrices } from './seed-data/prices';
import { demoSchedule } from './seed-data/schedule';
import { demoAdRedirectUrl, demoSiteSettings } from './seed-data/settings';
import { demoProducts } from './seed-data/store';
import { demoTrialSlots } from './seed-data/trials';

export interface SeedDeps {
  db: Db;
  /** DATA_DIR/uploads: news and store photos go where a real post's and product's do (post/, product/), the other pictures to demo/. */
  uploadsDir: string;
  /** The moment the content is dated from; defaults to the current time. */
  now?: Date;
}

/** 32 hex characters, the shape of the ids the admin creates. */
const hexId = (): string => randomUUID().replaceAll('-', '');

type Reader = Pick<Db, 'select'>;

/** Fresh means no content at all: the demo never mixes with the club's own data. */
function isFresh(db: Reader): boolean {
  return [posts, products, prices, scheduleRows, groups].every(
    (table) => db.select({ one: sql`1` }).from(table).limit(1).all().length === 0,
  );
}

const AD_IMAGE = 'ad-poster';
const productImage = (index: number) => `product-${index + 1}`;
const coachImage = (index: number) => `coach-${index + 1}`;

/** What the library's upload needs: the database, the uploads folder and the clock. */
type LibraryDeps = Parameters<typeof uploadPhotos>[0];

/**
 * The demo posts' photos as media library items, one per scene (the posts share them, as a club's
 * posts share its photos of the hall), each with its alt text: the posts are seeded with their ids,
 * so a fresh start has nothing to move into the library. The one place demo news photos are made:
 * it uses the library's plain upload (encodes AVIF and WebP at every width) and is to become the
 * demo library's cached `demoLibraryPhoto` (issue 25).
 */
async function demoPostPhotoIds(deps: LibraryDeps, scenes: readonly PostScene[]): Promise<Map<PostScene, number>> {
  // A seed that failed after storing them left them in the library: the next attempt reuses them.
  const left = new Map(
    deps.db
      .select({ id: media.id, name: media.name })
      .from(media)
      .where(eq(media.folder, DEMO_POST_PHOTO_FOLDER))
      .all()
      .map((row) => [row.name, row.id]),
  );
  const ids = new Map<PostScene, number>();
  for (const [index, scene] of [...new Set(scenes)].entries()) {
    const image: DemoImage = { kind: 'post', name: `post-${scene}`, scene, seed: index + 1 };
    const reused = left.get(`${image.name}.webp`);
    if (reused !== undefined) {
      ids.set(scene, reused);
      continue;
    }
    const file = new File([new Uint8Array(await renderDemoImage(image))], `${image.name}.webp`, { type: 'image/webp' });
    const [item] = await uploadPhotos(deps, [file], DEMO_POST_PHOTO_FOLDER);
    if (!item) throw new Error(`Демо-фото не сохранено: ${image.name}`);
    deps.db.update(media).set({ alt: demoSceneAlts[scene] }).where(eq(media.id, item.id)).run();
    ids.set(scene, item.id);
  }
  return ids;
}

/** Removes library items drawn for a seed that did not happen (rows and files), unless something uses them. */
function discardDemoPhotos(deps: LibraryDeps, ids: readonly number[]): void {
  const used = new Set(
    deps.db
      .select({ id: mediaUsages.mediaId })
      .from(mediaUsages)
      .where(inArray(mediaUsages.mediaId, [...ids]))
      .all()
      .map((row) => row.id),
  );
  const unused = ids.filter((id) => !used.has(id));
  if (unused.length === 0) return;
  const rows = deps.db.select().from(media).where(inArray(media.id, unused)).all();
  deps.db.delete(media).where(inArray(media.id, unused)).run();
  for (const row of rows) removeFiles(deps, mediaStem(row.id, row.hash), row.widths);
}

/**
 * Fills a fresh database with the demo club: news, store, coaches, prices, timetable, journal, ad and contacts.
 * The pictures are drawn first; the rows then go in one transaction, so a failure leaves the database empty.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<{ seeded: boolean }> {
  const { db, uploadsDir } = deps;
  if (!isFresh(db)) return { seeded: false };
  const now = deps.now ?? new Date();
  const demoPosts = buildDemoPosts(now);

  const images: DemoImage[] = [
    ...demoProducts.map(
      (product, index): DemoImage => ({ kind: 'product', name: productImage(index), shape: product.shape, seed: index + 1 }),
    ),
    ...demoCoaches.map(
      (coach, index): DemoImage => ({
        kind: 'coach',
        name: coachImage(index),
        pose: coach.pose,
        accent: coach.accent,
        gloves: coach.gloves,
        seed: index + 1,
      }),
    ),
    { kind: 'ad', name: AD_IMAGE, seed: 1 },
  ];
  const urls = await writeDemoImages(uploadsDir, images);
  const library: LibraryDeps = { db, env: { uploadsDir }, now: () => Math.floor(now.getTime() / 1000) };
  const photoIds = await demoPostPhotoIds(
    library,
    demoPosts.flatMap((post) => post.photos),
  );
  const photoRows = postPhotoRows(db, photoIds.values());
  const photoOf = (scene: PostScene): number => {
    const id = photoIds.get(scene);
    if (id === undefined) throw new Error(`Демо-фото не создано: ${scene}`);
    return id;
  };
  const url = (name: string): string => {
    const found = urls.get(name);
    if (!found) throw new Error(`Демо-изображение не создано: ${name}`);
    return found;
  };

  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const previous = previousMonth(year, month);

  const seeded = db.transaction((tx) => {
    // Another start may have filled the database while the pictures were drawn.
    if (!isFresh(tx)) return false;
    const inserted = tx
      .insert(posts)
      .values(
        demoPosts.map((post) => {
          const photoMedia = post.photos.map((scene) => ({ mediaId: photoOf(scene) }));
          const photoUrls = photoUrlsOf(photoMedia, photoRows);
          return {
            title: post.title,
            text: post.text,
            date: post.date,
            photoUrls,
            photoMedia,
            attachments: post.attachments,
            ...newsColumns({ text: post.text, photoUrls, attachments: post.attachments }),
            source: 'local' as const,
            createdAt: post.date,
            updatedAt: post.date,
          };
        }),
      )
      .returning({ id: posts.id, photoMedia: posts.photoMedia })
      .all();
    // The same connection as tx: the usages are part of this transaction.
    for (const post of inserted) recordPostPhotos(db, post.id, post.photoMedia);
    tx.insert(products)
      .values(
        demoProducts.map((product, index) => ({
          id: hexId(),
          text: product.text,
          price: product.price,
          image: url(productImage(index)),
          isNew: product.isNew,
          discount: product.discount,
          rating: product.rating,
          position: index,
        })),
      )
      .run();
    tx.insert(coaches)
      .values(
        demoCoaches.map((coach, index) => ({
          id: hexId(),
          name: coach.name,
          photo: url(coachImage(index)),
          ranks: coach.ranks,
          position: index,
        })),
      )
      .run();
    tx.insert(prices)
      .values(
        demoPrices.map((item, index) => ({
          id: hexId(),
          category: item.category,
          price: item.price,
          duration: item.duration ?? null,
          description: item.description,
          position: index,
        })),
      )
      .run();
    tx.insert(scheduleRows)
      .values(demoSchedule.map((row, index) => ({ ...row, position: index })))
      .run();
    demoGroups.forEach((group, groupIndex) => {
      const groupId = hexId();
      tx.insert(groups).values({ id: groupId, name: group.name }).run();
      const months = [
        ...buildGroupMonth(group, groupIndex, previous.year, previous.month, 31),
        ...buildGroupMonth(group, groupIndex, year, month, now.getDate()),
      ];
      tx.insert(attendanceRecords)
        .values(
          months.map((record) => ({ id: hexId(), groupId, ...record, position: group.students.indexOf(record.studentName) })),
        )
        .run();
    });
    // The demo poster and link, unless the admin already uploaded a picture of their own.
    tx.insert(settings)
      .values({ key: AD_SETTINGS_KEY, value: { ...defaultAd, imageUrl: url(AD_IMAGE), redirectUrl: demoAdRedirectUrl } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`json_set(${settings.value}, '$.imageUrl', ${url(AD_IMAGE)}, '$.redirectUrl', ${demoAdRedirectUrl})` },
        setWhere: sql`coalesce(json_extract(${settings.value}, '$.imageUrl'), '') = ''`,
      })
      .run();
    tx.insert(settings).values({ key: 'site', value: demoSiteSettings }).onConflictDoNothing().run();
    tx.insert(trialSlots).values(demoTrialSlots).run();
    return true;
  });
  // Another start seeded meanwhile: the photos drawn for this one are nobody's.
  if (!seeded) discardDemoPhotos(library, [...photoIds.values()]);
  // Pages cached before the seed (none in the server, which seeds before listening) show an empty site.
  if (seeded) bumpContentVersion();
  return { seeded };
}
