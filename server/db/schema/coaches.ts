import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The club's coaches as /about shows them; `position` keeps the admin's order (new ones go last). */
export const coaches = sqliteTable('coaches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  photo: text('photo').notNull(),
  ranks: text('ranks', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  position: integer('position').notNull().default(0),
  createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch())`),
});
