import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newsColumns } from '#shared/rules/news';
import { AD_SETTINGS_KEY, defaultAd } from '../lib/ad';
import { coachPortraitRef } from '../lib/coaches';
import { bumpContentVersion } from '../lib/content-version';
import { recordUsage } from '../lib/media/usages';
import { photoUrlsOf, postPhotoRows, recordPostPhotos } from '../lib/posts-photos';
import { productPictureRef } from '../lib/products';
import type { Db } from './client';
import { type DemoLibraryDeps, type DemoPhotoRequest, prepareDemoPhotos } from './demo-library';
import { AD_PICTURE, coachPicture, postPictures, productPicture } from './demo-pictures';
import {
  attendanceRecords,
  coaches,
  groups,
  offerEditions,
  posts,
  prices,
  products,
  scheduleRows,
  settings,
  trialSlots,
} from './schema';
import { demoCoaches } from './seed-data/coaches';
import { buildGroupMonth, demoGroups, previousMonth } from './seed-data/journal';
import { AD_POSTER_ALT, coachPortraitAlt, DEMO_LIBRARY_FOLDER, productPictureAlt } from './seed-data/media';
import { demoOfferBody } from './seed-data/offer';
import { seedDemoPasses } from './seed-data/passes';
import { buildDemoPosts, DEMO_POST_PHOTO_FOLDER, demoSceneAlts } from './seed-data/posts';
import { demoPrices } from './seed-data/prices';
import { demoSchedule } from './seed-data/schedule';
import { demoAdRedirectUrl, demoSiteSettings } from './seed-data/settings';
import { demoProducts } from './seed-data/store';
import { demoTrialSlots } from './seed-data/trials';
import { seedDemoFamily } from './seed-family';

export interface SeedDeps {
  db: Db;
  /** DATA_DIR/uploads: every demo picture goes into the media library (media/), as an upload's does. */
  uploadsDir: string;
  /** The build whose demo-media cache holds the encoded pictures (DIST_DIR; env.ts's default when absent). */
  distDir?: string;
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

/**
 * Fills a fresh database with the demo club: news, store, coaches, prices, timetable, journal, ad, contacts
 * and the public offer.
 * The pictures are drawn first; the rows then go in one transaction, so a failure leaves the database empty.
 * Every picture is a library item (the store's, coaches' and ad's in 'Демо', the news photos in
 * 'Демо: новости', from the demo-media cache, server/db/demo-library.ts) recorded as used in that
 * transaction: nothing is left for the start-up step that moves old uploads, and no address changes
 * while the site is in use.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<{ seeded: boolean }> {
  const { db, uploadsDir } = deps;
  if (!isFresh(db)) return { seeded: false };
  const now = deps.now ?? new Date();
  const demoPosts = buildDemoPosts(now);

  const libraryPhotos: DemoPhotoRequest[] = [
    ...demoProducts.map((product, index) => ({
      picture: productPicture(index),
      folder: DEMO_LIBRARY_FOLDER,
      alt: productPictureAlt(product.text),
    })),
    ...demoCoaches.map((coach, index) => ({
      picture: coachPicture(index),
      folder: DEMO_LIBRARY_FOLDER,
      alt: coachPortraitAlt(coach.name),
    })),
    { picture: AD_PICTURE, folder: DEMO_LIBRARY_FOLDER, alt: AD_POSTER_ALT },
    // Each post's photos in order, one picture each (drawn with its own seed, as the demo always was).
    ...postPictures(demoPosts).map((picture) => ({
      picture,
      folder: DEMO_POST_PHOTO_FOLDER,
      alt: demoSceneAlts[picture.scene],
    })),
  ];
  // What demoLibraryPhoto and prepareDemoPhotos need, for every picture of the seed that goes into the library.
  const seconds = Math.floor(now.getTime() / 1000);
  const libraryDeps: DemoLibraryDeps = { db, now: () => seconds, env: { uploadsDir, DIST_DIR: deps.distDir ?? './dist' } };
  const library = await prepareDemoPhotos(libraryDeps, libraryPhotos);

  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const previous = previousMonth(year, month);

  let seeded: boolean;
  try {
    seeded = db.transaction((tx) => {
      // Another start may have filled the database while the pictures were drawn.
      if (!isFresh(tx)) return false;
      // In this transaction (better-sqlite3 runs `db` calls inside it), so a failure leaves no item either.
      const pictureIds = library.insert(db);
      const pictureOf = (index: number): number => {
        const id = pictureIds[index];
        if (id === undefined) throw new Error(`Демо-изображение не создано: ${index}`);
        return id;
      };
      const productPictureId = (index: number) => pictureOf(index);
      const coachPictureId = (index: number) => pictureOf(demoProducts.length + index);
      const adPictureId = pictureOf(demoProducts.length + demoCoaches.length);
      let nextPostPicture = demoProducts.length + demoCoaches.length + 1;
      const postPhotos = demoPosts.map((post) => post.photos.map(() => ({ mediaId: pictureOf(nextPostPicture++) })));
      const photoRows = postPhotoRows(
        db,
        postPhotos.flat().map((photo) => photo.mediaId),
      );
      const postRows = tx
        .insert(posts)
        .values(
          demoPosts.map((post, postIndex) => {
            const photoMedia = postPhotos[postIndex] ?? [];
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
      for (const row of postRows) recordPostPhotos(db, row.id, row.photoMedia);
      const productRows = tx
        .insert(products)
        .values(
          demoProducts.map((product, index) => ({
            id: hexId(),
            text: product.text,
            price: product.price,
            image: '',
            imageMediaId: productPictureId(index),
            isNew: product.isNew,
            discount: product.discount,
            rating: product.rating,
            position: index,
          })),
        )
        .returning({ id: products.id, mediaId: products.imageMediaId })
        .all();
      for (const row of productRows) recordUsage(db, productPictureRef(row.id), row.mediaId);
      const coachRows = tx
        .insert(coaches)
        .values(
          demoCoaches.map((coach, index) => ({
            id: hexId(),
            name: coach.name,
            photo: '',
            photoMediaId: coachPictureId(index),
            ranks: coach.ranks,
            position: index,
          })),
        )
        .returning({ id: coaches.id, mediaId: coaches.photoMediaId })
        .all();
      for (const row of coachRows) recordUsage(db, coachPortraitRef(row.id), row.mediaId);
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
        tx.insert(groups).values({ id: groupId, name: group.name, direction: group.direction }).run();
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
      // The demo poster and link, unless the admin already chose a picture of their own.
      const adSet = tx
        .insert(settings)
        .values({ key: AD_SETTINGS_KEY, value: { ...defaultAd, imageMediaId: adPictureId, redirectUrl: demoAdRedirectUrl } })
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`json_set(${settings.value}, '$.imageUrl', '', '$.imageMediaId', ${adPictureId}, '$.redirectUrl', ${demoAdRedirectUrl})`,
          },
          setWhere: sql`coalesce(json_extract(${settings.value}, '$.imageUrl'), '') = '' and json_extract(${settings.value}, '$.imageMediaId') is null`,
        })
        .run();
      if (adSet.changes > 0) recordUsage(db, { ownerKind: 'ad', ownerId: 'popup', field: 'image' }, adPictureId);
      tx.insert(settings).values({ key: 'site', value: demoSiteSettings }).onConflictDoNothing().run();
      tx.insert(trialSlots).values(demoTrialSlots).run();
      // The demo club's public offer, so /oferta and the buy form have a text (a real club publishes its own).
      if (tx.select({ one: sql`1` }).from(offerEditions).limit(1).all().length === 0)
        tx.insert(offerEditions).values({ body: demoOfferBody.trim(), effectiveAt: seconds }).run();
      return true;
    });
  } catch (error) {
    library.discard();
    throw error;
  }
  // Another start filled the database meanwhile: the staged files go.
  if (!seeded) library.discard();
  // The roster from the demo journal, its pass types and a few sales, so the screens are not empty.
  if (seeded) seedDemoPasses(db, Math.floor(now.getTime() / 1000));
  // A guardian's phone over two of those students, for the demo's /cabinet.
  if (seeded) seedDemoFamily(db, now);
  // Pages cached before the seed (none in the server, which seeds before listening) show an empty site.
  if (seeded) bumpContentVersion();
  return { seeded };
}
