import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * The media library (docs/decisions/media-library.md): one row an uploaded photo (videos later).
 * Its files are `uploads/media/<id>-<hash>-<width>.<avif|webp>`; `hash` is of the stored content, so
 * replacing the file changes every address and no cache keeps the old picture.
 */
export const media = sqliteTable(
  'media',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['image', 'video'] })
      .notNull()
      .default('image'),
    /** The file name as sent (searchable; never a path). */
    name: text('name').notNull(),
    /** Empty until the admin writes it; a reference to an item without alt text is refused. */
    alt: text('alt').notNull().default(''),
    caption: text('caption').notNull().default(''),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    folder: text('folder').notNull().default(''),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** 'ready' once its files exist; videos will pass through 'processing' (and may end 'failed'). */
    state: text('state', { enum: ['ready', 'processing', 'failed'] })
      .notNull()
      .default('ready'),
    hash: text('hash').notNull(),
    /** The widths stored, narrowest first (shared/rules/media.ts mediaWidthsFor). */
    widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
    /** Of the widest stored file, orientation applied. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the file as sent. */
    bytes: integer('bytes').notNull(),
    createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
    updatedAt: integer('updated_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [index('media_created').on(t.createdAt), index('media_folder').on(t.folder)],
);

/**
 * Who uses which item, written by the owner of the reference when it saves (a coach's portrait, a
 * page's image field). A field holds one item; deleting an item with rows here is refused.
 */
export const mediaUsages = sqliteTable(
  'media_usages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    ownerKind: text('owner_kind', { enum: ['page', 'coach', 'product', 'post', 'ad', 'settings'] }).notNull(),
    ownerId: text('owner_id').notNull(),
    field: text('field').notNull(),
  },
  (t) => [uniqueIndex('media_usages_owner_field').on(t.ownerKind, t.ownerId, t.field), index('media_usages_media').on(t.mediaId)],
);
