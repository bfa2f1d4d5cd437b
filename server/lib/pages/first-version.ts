import { eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { type PageRegistry, sitePages } from '#shared/pages/registry';
import type { PageKey } from '#shared/schemas/pages/documents';
import { pageRevisions, pages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { checkDocument } from './documents';
import { recordPageUsages } from './usages';

/**
 * Gives a page that has no row its first published version (revision 1, by 'Первое наполнение
 * сайта'), inside the caller's transaction. Answers false when the page already exists: the seed
 * never overwrites what a club wrote.
 */
export function insertFirstVersion(
  deps: Pick<AppDeps, 'db' | 'now'>,
  key: PageKey,
  raw: unknown,
  registry: PageRegistry = sitePages,
): boolean {
  const document = checkDocument(key, raw, registry);
  if (deps.db.select({ key: pages.key }).from(pages).where(eq(pages.key, key)).get()) return false;
  const now = deps.now();
  const copy = serverMessages.pages;
  const revisionId = deps.db
    .insert(pageRevisions)
    .values({ pageKey: key, document, createdAt: now, authorId: null, authorName: copy.seedAuthor, summary: copy.seedSummary })
    .returning({ id: pageRevisions.id })
    .get().id;
  deps.db
    .insert(pages)
    .values({ key, draft: document, published: document, publishedRevisionId: revisionId, publishedAt: now, updatedAt: now })
    .run();
  recordPageUsages(deps.db, key, { draft: document, published: document, scheduled: null });
  return true;
}
