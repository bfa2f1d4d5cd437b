import { eq } from 'drizzle-orm';
import type { PageKey } from '#shared/schemas/pages/documents';
import { pages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { checkDocument } from './documents';
import { assertBaseVersion, type PageActor, pageRowOf } from './store';
import { recordPageUsages } from './usages';

/**
 * Keeps the editor's document as the page's draft (visitors still get the published one). Refused
 * with a conflict when `baseVersion` is not the stored draft's: the other save is never overwritten.
 */
export function saveDraft(
  deps: Pick<AppDeps, 'db' | 'now'>,
  key: PageKey,
  baseVersion: number,
  raw: unknown,
  by: PageActor,
): { version: number } {
  const document = checkDocument(key, raw);
  return deps.db.transaction(() => {
    const tx = deps.db;
    const row = pageRowOf(tx, key);
    assertBaseVersion(row, baseVersion);
    const version = row.draftVersion + 1;
    tx.update(pages)
      .set({ draft: document, draftVersion: version, updatedAt: deps.now(), updatedById: by.id, updatedByName: by.name })
      .where(eq(pages.key, key))
      .run();
    recordPageUsages(tx, key, { draft: document, published: row.published, scheduled: row.scheduledDocument });
    return { version };
  });
}
