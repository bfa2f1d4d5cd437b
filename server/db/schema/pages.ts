import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The club's pages (docs/decisions/pages-content-model.md): one row a page key ('about',
 * 'direction:boxing', …) holding the draft the editor works on, the published document visitors get,
 * and at most one scheduled publish. Documents are JSON checked by shared/schemas/pages on every
 * write. Times are unix seconds; authors are a staff id plus the name as it was.
 */
export const pages = sqliteTable('pages', {
  key: text('key').primaryKey(),
  draft: text('draft', { mode: 'json' }).$type<unknown>().notNull(),
  /** Bumped by every save, publish and restore: a save based on another number is refused. */
  draftVersion: integer('draft_version').notNull().default(1),
  published: text('published', { mode: 'json' }).$type<unknown>().notNull(),
  publishedRevisionId: integer('published_revision_id'),
  publishedAt: integer('published_at').notNull(),
  /** The document as it was when the publish was scheduled: later edits of the draft wait for their own publish. */
  scheduledDocument: text('scheduled_document', { mode: 'json' }).$type<unknown>(),
  scheduledAt: integer('scheduled_at'),
  scheduledById: integer('scheduled_by_id'),
  scheduledByName: text('scheduled_by_name'),
  updatedAt: integer('updated_at').notNull(),
  updatedById: integer('updated_by_id'),
  updatedByName: text('updated_by_name'),
});

/** Every published version of a page, newest last; a restore adds a new one. */
export const pageRevisions = sqliteTable(
  'page_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pageKey: text('page_key').notNull(),
    document: text('document', { mode: 'json' }).$type<unknown>().notNull(),
    createdAt: integer('created_at').notNull(),
    /** null: the seeded first version. */
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    /** The editor's words, or the changed parts named by the server. */
    summary: text('summary').notNull(),
  },
  (t) => [index('page_revisions_page').on(t.pageKey, t.id)],
);
