import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { media } from './media';

const createdAt = () => integer('created_at').notNull().default(sql`(unixepoch())`);
const updatedAt = () => integer('updated_at').notNull().default(sql`(unixepoch())`);

/** News items: the club's VK wall (source 'vk') or written in the admin (source 'local'). `id` is the sort key. */
export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull().default(''),
    text: text('text').notNull(),
    /** Unix seconds. */
    date: integer('date').notNull(),
    photoUrls: text('photo_urls', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    attachments: text('attachments', { mode: 'json' })
      .$type<Array<{ type: string } & Record<string, unknown>>>()
      .notNull()
      .default(sql`'[]'`),
    /**
     * A local post's photos as media library items, in order, each with an optional description of
     * its own (docs/decisions/media-library.md). When set, `photoUrls` is computed from it on save;
     * empty for VK posts (the sync owns their photos) and for old local posts not moved yet.
     */
    photoMedia: text('photo_media', { mode: 'json' })
      .$type<Array<{ mediaId: number; alt?: string }>>()
      .notNull()
      .default(sql`'[]'`),
    source: text('source', { enum: ['local', 'vk'] })
      .notNull()
      .default('local'),
    /** The wall post id for source 'vk'. */
    vkId: integer('vk_id'),
    /** A VK post the admin edited and detached: the sync no longer overwrites it. */
    detached: integer('detached', { mode: 'boolean' }).notNull().default(false),
    /** Hash of the wall content last applied (server/lib/vk/map-post.ts); null makes the next sync rewrite the post. */
    vkHash: text('vk_hash'),
    /**
     * The VK photos behind photoUrls, in order: `key` names the stored copy, `url` is VK's address. A
     * photoUrls entry still equal to its `url` is not downloaded yet and is retried by the next sync.
     */
    photoSources: text('photo_sources', { mode: 'json' })
      .$type<Array<{ key: string; url: string }>>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /*
     * What the news views need, computed from text, photoUrls and attachments by newsColumns()
     * (shared/rules/news.ts) on every write, so a page reads five rows through an index instead of
     * filtering the whole wall. `news_version` is the rules' version that computed them: the server
     * recomputes older rows when it starts (server/db/news-columns.ts).
     */
    showable: integer('showable', { mode: 'boolean' }).notNull().default(false),
    tagVictories: integer('tag_victories', { mode: 'boolean' }).notNull().default(false),
    tagEvents: integer('tag_events', { mode: 'boolean' }).notNull().default(false),
    cleanText: text('clean_text').notNull().default(''),
    cardText: text('card_text').notNull().default(''),
    photoSmall: text('photo_small'),
    photoLarge: text('photo_large'),
    newsVersion: integer('news_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('posts_vk_id_unique').on(t.vkId),
    // Newest first within each view: the press centre, the victories slider, the events list.
    index('posts_news').on(t.showable, t.id),
    index('posts_news_victories').on(t.showable, t.tagVictories, t.id),
    index('posts_news_events').on(t.showable, t.tagEvents, t.id),
    index('posts_news_version').on(t.newsVersion),
  ],
);

/** Wall posts the admin deleted here: the sync never brings them back (docs/decisions/vk-sync.md). */
export const vkPostTombstones = sqliteTable('vk_post_tombstones', {
  vkId: integer('vk_id').primaryKey(),
  deletedAt: integer('deleted_at').notNull(),
});

export const products = sqliteTable('products', {
  id: text('id').primaryKey(),
  text: text('text').notNull(),
  price: real('price').notNull(),
  /** A picture stored the older way (an /uploads/product address), until the start-up step moves it into the library; '' after. */
  image: text('image').notNull(),
  /** The picture as a media library item (docs/decisions/media-library.md); wins over `image`. */
  imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
  isNew: integer('is_new', { mode: 'boolean' }).notNull().default(false),
  discount: integer('discount').notNull().default(0),
  rating: real('rating').notNull().default(5),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const prices = sqliteTable('prices', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  price: real('price').notNull(),
  duration: text('duration'),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The weekly timetable; `position` keeps the admin's row order. */
export const scheduleRows = sqliteTable('schedule_rows', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull(),
  time: text('time').notNull(),
  pn: text('pn').notNull().default(''),
  vt: text('vt').notNull().default(''),
  sr: text('sr').notNull().default(''),
  ct: text('ct').notNull().default(''),
  pt: text('pt').notNull().default(''),
  sb: text('sb').notNull().default(''),
});

export const groups = sqliteTable('groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The direction it trains (application value: 'Mma', 'Karate', …): which passes a tick takes a class from. */
  direction: text('direction'),
  createdAt: createdAt(),
});

/**
 * One student's month in one group. The spec's record has a month only; the year is stored too so
 * that copying December into January never mixes with an earlier year's January.
 */
export const attendanceRecords = sqliteTable(
  'attendance_records',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    /**
     * The member (members.id) this row is the month of. No foreign key in the schema only because
     * members.ts imports this file; server/lib/members keeps it (a deleted member's rows keep the name).
     */
    memberId: integer('member_id'),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    attendance: text('attendance', { mode: 'json' }).$type<Record<string, boolean>>().notNull().default(sql`'{}'`),
    days: text('days', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('attendance_group_month').on(t.groupId, t.year, t.month), index('attendance_member').on(t.memberId)],
);
