import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newsColumns } from '#shared/rules/news';
import { AD_SETTINGS_KEY, defaultAd } from '../lib/ad';
import { bumpContentVersion } from '../lib/content-version';
import type { Db } from './client';
import { type DemoImage, writeDemoImages } from './demo-media';
import { attendanceRecords, coaches, groups, posts, prices, products, scheduleRows, settings, trialSlots } from './schema';
import { demoCoaches } from './seed-data/coaches';
import { buildGroupMonth, demoGroups, previousMonth } from './seed-data/journal';
import { buildDemoPosts } from './seed-data/posts';
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
const postImage = (postIndex: number, photoIndex: number) => `post-${String(postIndex + 1).padStart(2, '0')}-${photoIndex + 1}`;

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
    ...demoPosts.flatMap((post, postIndex) =>
      post.photos.map(
        (scene, photoIndex): DemoImage => ({
          kind: 'post',
          name: postImage(postIndex, photoIndex),
          scene,
          seed: postIndex * 3 + photoIndex + 1,
        }),
      ),
    ),
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
    tx.insert(posts)
      .values(
        demoPosts.map((post, postIndex) => {
          const photoUrls = post.photos.map((_, photoIndex) => url(postImage(postIndex, photoIndex)));
          return {
            title: post.title,
            text: post.text,
            date: post.date,
            photoUrls,
            attachments: post.attachments,
            ...newsColumns({ text: post.text, photoUrls, attachments: post.attachments }),
            source: 'local' as const,
            createdAt: post.date,
            updatedAt: post.date,
          };
        }),
      )
      .run();
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
  // Pages cached before the seed (none in the server, which seeds before listening) show an empty site.
  if (seeded) bumpContentVersion();
  return { seeded };
}
