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
    /** A video's chosen poster among its four candidates (shared/rules/media-video.ts). */
    poster: integer('poster').notNull().default(0),
    /** A video's length in seconds (0 for a photo). */
    seconds: real('seconds').notNull().default(0),
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

/**
 * The transcoding of an uploaded video (server/lib/media/video-jobs.ts), one at a time, oldest first.
 * The row keeps the upload's source file until the job ends, so a job found 'running' at start is
 * run again from the start. For a replacement the item keeps its current files (and hash) until the
 * job is done; a new item is 'processing' until then.
 */
export const mediaVideoJobs = sqliteTable(
  'media_video_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Whole percent, from ffmpeg's -progress. */
    progress: integer('progress').notNull().default(0),
    /** The reason, in Russian, of a failed job. */
    error: text('error').notNull().default(''),
    replacing: integer('replacing', { mode: 'boolean' }).notNull().default(false),
    /** The upload on disk (DATA_DIR/video-sources), removed when the job ends. */
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** Of the bytes as sent: the new files' names carry it. */
    hash: text('hash').notNull(),
    bytes: integer('bytes').notNull(),
    /** From ffprobe at upload: the clip's length and picture size (rotation applied). */
    seconds: real('seconds').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('media_video_jobs_state').on(t.state), index('media_video_jobs_media').on(t.mediaId)],
);
