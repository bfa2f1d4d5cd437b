import { eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { type PageRegistry, sitePages } from '#shared/pages/registry';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { PageAuthor, PageEditorView, PageListItem } from '#shared/schemas/pages/procedures';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';

export type PageRow = typeof pages.$inferSelect;
/** Who acts: a staff account's id and its name as it is now (copied into the rows). */
export interface PageActor {
  id: number;
  name: string;
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** The page's name in the admin's list and the audit log (its kind's `title`). */
export function pageTitle(key: PageKey, registry: PageRegistry = sitePages): string {
  return registry.kindOf(key).title(key);
}

export function findPageRow(db: Pick<Db, 'select'>, key: PageKey): PageRow | undefined {
  return db.select().from(pages).where(eq(pages.key, key)).get();
}

export function pageRowOf(db: Pick<Db, 'select'>, key: PageKey): PageRow {
  const row = findPageRow(db, key);
  if (!row) throw new DomainError('not-found', serverMessages.pages.notFound);
  return row;
}

/** Refuses a write based on another version than the stored draft's (two tabs, two admins). */
export function assertBaseVersion(row: PageRow, baseVersion: number): void {
  if (row.draftVersion !== baseVersion) throw new DomainError('conflict', serverMessages.pages.stale);
}

/** The published document visitors get (null while the page was never seeded). */
export function publishedDocument(deps: Pick<AppDeps, 'db'>, key: PageKey): unknown | null {
  return findPageRow(deps.db, key)?.published ?? null;
}

function stateOf(row: PageRow): PageListItem['state'] {
  if (row.scheduledAt !== null) return 'scheduled';
  return JSON.stringify(row.draft) === JSON.stringify(row.published) ? 'published' : 'changed';
}

const updatedBy = (row: PageRow): PageAuthor | null =>
  row.updatedByName === null ? null : { id: row.updatedById, name: row.updatedByName };

/** The admin's list: every page of the registry, in its order, with its state. */
export function listPages(deps: Pick<AppDeps, 'db'>, registry: PageRegistry = sitePages): PageListItem[] {
  const rows = new Map(
    deps.db
      .select()
      .from(pages)
      .all()
      .map((row) => [row.key, row]),
  );
  return (registry.keys as readonly PageKey[]).flatMap((key) => {
    const row = rows.get(key);
    if (!row) return [];
    return [
      {
        key,
        title: pageTitle(key, registry),
        state: stateOf(row),
        publishedAt: iso(row.publishedAt),
        scheduledAt: row.scheduledAt === null ? null : iso(row.scheduledAt),
        updatedAt: iso(row.updatedAt),
        updatedBy: updatedBy(row),
      },
    ];
  });
}

/** What the editor opens: the draft with its version, the published document and the schedule. */
export function pageForEditor(deps: Pick<AppDeps, 'db'>, key: PageKey): PageEditorView {
  const row = pageRowOf(deps.db, key);
  return {
    key,
    draft: row.draft,
    version: row.draftVersion,
    published: row.published,
    publishedRevisionId: row.publishedRevisionId,
    schedule: row.scheduledAt === null ? null : { at: iso(row.scheduledAt) },
  };
}

export { iso as isoTime };
