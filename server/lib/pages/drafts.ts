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
 * A pending schedule publishes the draft as saved at its time, so its document follows the draft.
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
    const scheduled = row.scheduledAt === null ? null : document;
    tx.update(pages)
      .set({
        draft: document,
        draftVersion: version,
        scheduledDocument: scheduled,
        updatedAt: deps.now(),
        updatedById: by.id,
        updatedByName: by.name,
      })
      .where(eq(pages.key, key))
      .run();
    recordPageUsages(tx, key, { draft: document, published: row.published, scheduled });
    return { version };
  });
}
