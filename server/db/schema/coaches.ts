import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { media } from './media';

/** The club's coaches as /about shows them; `position` keeps the admin's order (new ones go last). */
export const coaches = sqliteTable('coaches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** A portrait uploaded with the coach (the old path): a stored WebP address; '' when the portrait is a library item. */
  photo: text('photo').notNull(),
  /** The portrait as a media library item (docs/decisions/media-library.md); wins over `photo`. */
  photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'restrict' }),
  ranks: text('ranks', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  position: integer('position').notNull().default(0),
  createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch())`),
});
