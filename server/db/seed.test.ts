import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '#shared/messages/server.ru';
import { mediaFileUrl, mediaPhotoFiles, mediaWidthsFor } from '#shared/rules/media';
import { directionValues } from '#shared/schemas/application';
import { coachFieldsSchema } from '#shared/schemas/coaches';
import { priceFieldsSchema } from '#shared/schemas/price';
import { productFieldsSchema } from '#shared/schemas/product';
import { scheduleRowSchema } from '#shared/schemas/schedule';
import { siteSettingsSchema } from '#shared/schemas/settings';
import { trialSlotFieldsSchema } from '#shared/schemas/trial';
import { readAd } from '../lib/ad';
import { mediaStem } from '../lib/media/files';
import { createTempDb, type TempDb } from '../test/temp-db';
import { cachedDemoPhoto } from './demo-library';
import { postPictures, productPicture } from './demo-pictures';
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
import { seedIfEmpty } from './seed';
import { DEMO_LIBRARY_FOLDER } from './seed-data/media';
import { buildDemoPosts, DEMO_POST_PHOTO_FOLDER, demoSceneAlts } from './seed-data/posts';
import { scheduleCategories } from './seed-data/schedule';

const MONTHS: readonly string[] = serverMessages.calendar.monthsGenitive;
const HEX_ID = /^[0-9a-f]{32}$/;

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(year, month - 1, day).getDay();
}

describe('seedIfEmpty on a fresh database', () => {
  // A Wednesday in the middle of November: the journal covers October and November 2026.
  const now = new Date(2026, 10, 18, 12, 0);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let temp: TempDb;
  let uploadsDir: string;
  let firstResult: { seeded: boolean };

  beforeAll(async () => {
    temp = createTempDb();
    uploadsDir = path.join(temp.dir, 'uploads');
    firstResult = await seedIfEmpty({ db: temp.db, uploadsDir, now });
  });
  afterAll(() => temp.cleanup());

  /** A library item of the demo folder, with alt text, every file of every width on disk, the widest `width`×`height`. */
  async function expectLibraryPicture(mediaId: number | null, width: number, height: number) {
    const row = temp.db
      .select()
      .from(media)
      .where(eq(media.id, mediaId ?? -1))
      .get();
    expect(row).toMatchObject({ kind: 'image', state: 'ready', folder: DEMO_LIBRARY_FOLDER, width, height });
    expect(row?.alt.length).toBeGreaterThan(10);
    expect(row?.widths).toEqual(mediaWidthsFor(width));
    const stem = mediaStem(row?.id ?? 0, row?.hash ?? '');
    for (const { width: each, format } of mediaPhotoFiles(row?.widths ?? []))
      expect(fs.existsSync(path.join(uploadsDir, mediaFileUrl(stem, each, format).slice('/uploads/'.length)))).toBe(true);
    const widest = await sharp(path.join(uploadsDir, mediaFileUrl(stem, width, 'webp').slice('/uploads/'.length))).metadata();
    expect([widest.width, widest.height]).toEqual([width, height]);
  }

  it('reports that it seeded', () => {
    expect(firstResult).toEqual({ seeded: true });
  });

  it('writes at least 16 local posts over the last five months, ids increasing with date', () => {
    const rows = temp.db.select().from(posts).orderBy(asc(posts.id)).all();
    expect(rows.length).toBeGreaterThanOrEqual(16);
    for (const [index, row] of rows.entries()) {
      expect(row.source).toBe('local');
      expect(row.title.length).toBeGreaterThan(5);
      expect(row.text.split(/[.!?]\s/).length).toBeGreaterThanOrEqual(2);
      expect(row.date).toBeLessThanOrEqual(nowSeconds);
      expect(row.date).toBeGreaterThan(nowSeconds - 160 * 86_400);
      const previous = rows[index - 1];
      if (previous) expect(row.date).toBeGreaterThan(previous.date);
    }
    const oldest = rows[0];
    expect(oldest && nowSeconds - oldest.date).toBeGreaterThan(120 * 86_400);
  });

  it('tags victories, events and announcements, with mentions and links', () => {
    const rows = temp.db.select().from(posts).all();
    const withPhotos = rows.filter((row) => row.photoUrls.length > 0 && !row.attachments.some((a) => a.type === 'video'));
    expect(withPhotos.filter((row) => row.text.includes('#нашипобеды')).length).toBeGreaterThanOrEqual(5);
    expect(withPhotos.filter((row) => row.text.includes('#афиша')).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.text.includes('#анонс')).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => /\[club\d+\|[^\]]+\]/.test(row.text))).toBe(true);
    expect(rows.some((row) => /\[id\d+\|[^\]]+\]/.test(row.text))).toBe(true);
    expect(rows.filter((row) => /https:\/\/\S+/.test(row.text)).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => /lorem|ipsum/i.test(row.text))).toBe(false);
  });

  it('announces at least one event dated after now', () => {
    const rows = temp.db.select().from(posts).all();
    const future = rows
      .filter((row) => row.text.includes('#афиша'))
      .flatMap((row) =>
        [...row.text.matchAll(new RegExp(`(\\d{1,2}) (${MONTHS.join('|')})`, 'g'))].map((m) => ({
          day: Number(m[1]),
          month: MONTHS.indexOf(m[2] ?? ''),
        })),
      )
      .map(({ day, month }) => {
        const date = new Date(now.getFullYear(), month, day, 23);
        // An event in January announced in December belongs to the next year.
        if (date.getTime() < now.getTime() - 200 * 86_400_000) date.setFullYear(date.getFullYear() + 1);
        return date;
      })
      .filter((date) => date.getTime() > now.getTime());
    expect(future.length).toBeGreaterThanOrEqual(2);
  });

  it('has exactly one post without photos and one video post; other attachments match the photos', async () => {
    const rows = temp.db.select().from(posts).all();
    const noPhotos = rows.filter((row) => row.photoUrls.length === 0);
    const video = rows.filter((row) => row.attachments.some((a) => a.type === 'video'));
    expect(noPhotos).toHaveLength(1);
    expect(noPhotos[0]?.attachments).toEqual([]);
    expect(video).toHaveLength(1);
    for (const row of rows) {
      expect(row.attachments.filter((a) => a.type === 'photo')).toHaveLength(row.photoUrls.length);
      expect(row.photoUrls.length).toBeLessThanOrEqual(3);
    }
    expect(rows.filter((row) => row.photoUrls.length >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('seeds the news photos straight into the media library: each post’s own pictures, described, used by the post', async () => {
    const rows = temp.db.select().from(posts).orderBy(asc(posts.id)).all();
    const items = new Map(
      temp.db
        .select()
        .from(media)
        .where(eq(media.folder, DEMO_POST_PHOTO_FOLDER))
        .all()
        .map((item) => [item.id, item]),
    );
    const pictures = postPictures(buildDemoPosts(now));
    expect(items.size).toBe(pictures.length);
    const photos = rows.flatMap((row) => row.photoMedia);
    expect(photos.map((photo) => items.get(photo.mediaId)?.name)).toEqual(pictures.map((picture) => `${picture.name}.png`));
    for (const [index, photo] of photos.entries()) {
      const item = items.get(photo.mediaId);
      expect(item?.alt).toBe(demoSceneAlts[pictures[index]?.scene ?? 'ring']);
      expect([item?.width, item?.height]).toEqual([1200, 800]);
      for (const { width, format } of mediaPhotoFiles(item?.widths ?? [])) {
        const file = mediaFileUrl(mediaStem(item?.id ?? 0, item?.hash ?? ''), width, format).slice('/uploads/'.length);
        expect(fs.existsSync(path.join(uploadsDir, file)), file).toBe(true);
      }
    }
    for (const row of rows) {
      // Nothing left by address for the start-up step to move; the legacy answer's addresses are the items'.
      expect(row.photoUrls).toHaveLength(row.photoMedia.length);
      for (const url of row.photoUrls) expect(url).toMatch(/^\/uploads\/media\//);
      expect(row.photoLarge).toBe(row.photoUrls[0] ?? null);
      const usages = temp.db
        .select()
        .from(mediaUsages)
        .where(and(eq(mediaUsages.ownerKind, 'post'), eq(mediaUsages.ownerId, String(row.id))))
        .orderBy(asc(mediaUsages.field))
        .all();
      expect(usages.map((usage) => [usage.field, usage.mediaId])).toEqual(
        row.photoMedia.map((photo, index) => [`photos.${index}`, photo.mediaId]),
      );
    }
    expect(fs.existsSync(path.join(uploadsDir, 'post'))).toBe(false);
  });

  it('draws the news and store photos the same every time (the demo is deterministic)', async () => {
    // The first product's and the first news photo's library files are what the library's pipeline
    // makes of their drawings now, byte for byte (encoded afresh, into an empty cache).
    const product = temp.db.select().from(products).orderBy(asc(products.position)).get();
    const firstPost = temp.db.select().from(posts).orderBy(asc(posts.id)).get();
    const [firstPicture] = postPictures(buildDemoPosts(now));
    if (!firstPicture) throw new Error('the demo has no first news photo');
    const cases = [
      { id: product?.imageMediaId ?? -1, picture: productPicture(0) },
      { id: firstPost?.photoMedia[0]?.mediaId ?? -1, picture: firstPicture },
    ];
    for (const { id, picture } of cases) {
      const item = temp.db.select().from(media).where(eq(media.id, id)).get();
      const { photo: fresh, hit } = await cachedDemoPhoto(path.join(temp.dir, `empty-cache-${picture.name}`), picture);
      expect(hit).toBe(false);
      expect(fresh.hash).toBe(item?.hash);
      for (const file of fresh.files) {
        const stored = path.join(
          uploadsDir,
          mediaFileUrl(mediaStem(item?.id ?? 0, fresh.hash), file.width, file.format).slice('/uploads/'.length),
        );
        expect(Buffer.compare(fs.readFileSync(stored), file.data), stored).toBe(0);
      }
    }
  });

  it('lists the coaches in order, each with a 4:5 portrait and ranks the editor would accept', async () => {
    const rows = temp.db.select().from(coaches).orderBy(asc(coaches.position)).all();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    for (const row of rows) {
      expect(row.id).toMatch(HEX_ID);
      expect(row.ranks.length).toBeGreaterThan(0);
      expect(coachFieldsSchema.parse({ name: row.name, ranks: row.ranks.join('\n') })).toEqual({
        name: row.name,
        ranks: row.ranks,
      });
      // A library item in the demo folder, 4:5 (800x1000 at its widest).
      expect(row.photo).toBe('');
      await expectLibraryPicture(row.photoMediaId, 800, 1000);
    }
  });

  it('stocks at least 7 products with hex ids, discounts, new badges and 4-5 ratings', async () => {
    const rows = temp.db.select().from(products).orderBy(asc(products.position)).all();
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    for (const row of rows) {
      expect(row.id).toMatch(HEX_ID);
      expect(row.rating).toBeGreaterThanOrEqual(4);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect([0, 10, 15, 20]).toContain(row.discount);
      expect(productFieldsSchema.safeParse(row).success).toBe(true);
      // A library item, as a picture chosen in the admin would be (drawn at 800 px, not enlarged).
      expect(row.image).toBe('');
      await expectLibraryPicture(row.imageMediaId, 800, 800);
    }
    expect(rows.some((row) => row.isNew)).toBe(true);
    expect(rows.some((row) => !row.isNew)).toBe(true);
    expect(rows.filter((row) => row.discount > 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.rating === 4.5)).toBe(true);
    expect(new Set(rows.map((row) => row.imageMediaId)).size).toBe(rows.length);
  });

  it('lists at least 7 prices, a free trial among them, with multi-line descriptions', () => {
    const rows = temp.db.select().from(prices).orderBy(asc(prices.position)).all();
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      expect(row.id).toMatch(HEX_ID);
      expect(priceFieldsSchema.safeParse(row).success).toBe(true);
    }
    expect(rows.find((row) => row.category === 'Пробное занятие')?.price).toBe(0);
    expect(rows.find((row) => row.category === 'Персональная тренировка')?.duration).toBe('60 минут');
    expect(rows.find((row) => row.category === 'Абонемент 8 занятий')?.duration).toBe('1 месяц');
    expect(rows.filter((row) => row.description.includes('\n')).length).toBeGreaterThanOrEqual(5);
  });

  it('fills a Monday-Saturday timetable naming all five filter categories', () => {
    const rows = temp.db.select().from(scheduleRows).orderBy(asc(scheduleRows.position)).all();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeLessThanOrEqual(10);
    const cells = rows.flatMap((row) => [row.pn, row.vt, row.sr, row.ct, row.pt, row.sb]);
    for (const category of scheduleCategories)
      expect(
        cells.some((cell) => cell.includes(category)),
        category,
      ).toBe(true);
    expect(cells.some((cell) => cell === '')).toBe(true);
    for (const row of rows) expect(scheduleRowSchema.safeParse(row).success).toBe(true);
    expect(rows[0]?.time).toBe('07:00–08:30');
    expect(rows.at(-1)?.time).toBe('20:30–22:00');
  });

  it('offers trial slots for every direction, a 7-year-old included, on the timetable’s own classes', () => {
    const slots = temp.db.select().from(trialSlots).all();
    expect(new Set(slots.map((slot) => slot.direction))).toEqual(new Set(directionValues));
    expect(slots.some((slot) => slot.ageMin <= 7 && slot.ageMax >= 7)).toBe(true);
    const rows = temp.db.select().from(scheduleRows).all();
    const days = ['pn', 'vt', 'sr', 'ct', 'pt', 'sb'] as const;
    for (const slot of slots) {
      expect(trialSlotFieldsSchema.safeParse(slot).success).toBe(true);
      expect(slot.capacity).toBe(2);
      const row = rows.find((each) => each.time.startsWith(slot.time));
      expect(row?.[days[slot.weekday - 1] as (typeof days)[number]], `${slot.weekday} ${slot.time}`).toBeTruthy();
    }
  });

  it('keeps a journal of 3 groups for this and last month on the groups’ real lesson days', () => {
    const groupRows = temp.db.select().from(groups).all();
    expect(groupRows).toHaveLength(3);
    for (const group of groupRows) {
      expect(group.id).toMatch(HEX_ID);
      const records = temp.db.select().from(attendanceRecords).where(eq(attendanceRecords.groupId, group.id)).all();
      const current = records.filter((r) => r.year === 2026 && r.month === 11);
      const previous = records.filter((r) => r.year === 2026 && r.month === 10);
      expect(current.length).toBeGreaterThanOrEqual(6);
      expect(current.length).toBeLessThanOrEqual(10);
      expect(previous.map((r) => r.studentName).sort()).toEqual(current.map((r) => r.studentName).sort());
      expect(new Set(current.map((r) => r.studentName)).size).toBe(current.length);
      for (const record of records) {
        expect(record.studentName).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+( [А-ЯЁ][а-яё]+)?$/);
        const weekdays = new Set(record.days.map((day) => weekdayOf(record.year, record.month, day)));
        expect(weekdays.size).toBeGreaterThanOrEqual(2);
        expect(weekdays.has(0)).toBe(false);
        // Every lesson day of the month is listed: 12-14 days for three lessons a week.
        expect(record.days.length).toBeGreaterThanOrEqual(12);
        expect(record.days.length).toBeLessThanOrEqual(14);
        const marked = Object.keys(record.attendance).map(Number);
        const expected = record.month === 11 ? record.days.filter((day) => day <= 18) : record.days;
        expect(marked.sort((a, b) => a - b)).toEqual(expected);
      }
      // The same weekdays every week of both months.
      const allWeekdays = new Set(records.flatMap((r) => r.days.map((day) => weekdayOf(r.year, r.month, day))));
      expect(allWeekdays.size).toBe(3);
      const marks = records.flatMap((r) => Object.values(r.attendance));
      const present = marks.filter(Boolean).length / marks.length;
      expect(present).toBeGreaterThan(0.7);
      expect(present).toBeLessThan(1);
    }
  });

  it('prepares an inactive ad with the poster and an https link', async () => {
    const row = readAd(temp);
    expect(row?.isActive).toBe(false);
    expect(row?.redirectUrl).toMatch(/^https:\/\//);
    expect(row?.imageUrl).toBe('');
    await expectLibraryPicture(row?.imageMediaId ?? null, 1080, 1080);
  });

  it('stores site settings that pass the schema', () => {
    const row = temp.db.select().from(settings).where(eq(settings.key, 'site')).get();
    const parsed = siteSettingsSchema.safeParse(row?.value);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.address).toContain('2 этаж');
    expect(parsed.data?.orderChatUrl).toMatch(/^https:\/\/t\.me\//);
    expect(parsed.data?.journalShowFullNames).toBe(false);
  });

  it('seeds nothing the second time', async () => {
    const count = () => temp.db.select().from(posts).all().length + temp.db.select().from(attendanceRecords).all().length;
    const before = count();
    expect(await seedIfEmpty({ db: temp.db, uploadsDir, now })).toEqual({ seeded: false });
    expect(count()).toBe(before);
  });
});

describe('seedIfEmpty edge cases', () => {
  it('leaves a database that already has content alone, drawing no pictures', async () => {
    const temp = createTempDb();
    try {
      temp.db.insert(products).values({ id: 'own', text: 'Своя футболка', price: 1000, image: '/uploads/own.webp' }).run();
      const uploadsDir = path.join(temp.dir, 'uploads');
      expect(await seedIfEmpty({ db: temp.db, uploadsDir })).toEqual({ seeded: false });
      expect(temp.db.select().from(posts).all()).toHaveLength(0);
      expect(fs.existsSync(path.join(uploadsDir, 'demo'))).toBe(false);
      expect(fs.existsSync(path.join(uploadsDir, 'post'))).toBe(false);
      expect(fs.existsSync(path.join(uploadsDir, 'product'))).toBe(false);
    } finally {
      temp.cleanup();
    }
  });

  it('in January, the previous journal month is December of the year before', async () => {
    const temp = createTempDb();
    try {
      expect(
        await seedIfEmpty({ db: temp.db, uploadsDir: path.join(temp.dir, 'uploads'), now: new Date(2027, 0, 9, 10) }),
      ).toEqual({ seeded: true });
      const months = temp.db
        .select({ year: attendanceRecords.year, month: attendanceRecords.month })
        .from(attendanceRecords)
        .all()
        .map((r) => `${r.year}-${r.month}`);
      expect(new Set(months)).toEqual(new Set(['2026-12', '2027-1']));
    } finally {
      temp.cleanup();
    }
  });
});
