import { desc, eq } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { PageRevision, PageRevisionSummary } from '#shared/schemas/pages/procedures';
import { pageRevisions, pages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpContentVersion } from '../content-version';
import { DomainError } from '../domain-error';
import { checkDocument } from './documents';
import { assertBaseVersion, isoTime, type PageActor, type PageRow, pageRowOf } from './store';
import { changeSummary } from './summary';
import { recordPageUsages } from './usages';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type RevisionRow = typeof pageRevisions.$inferSelect;

/**
 * Makes `document` the page's public version as a new revision, inside the caller's transaction.
 * The draft becomes the same document (what the editor then opens is what visitors see), its version
 * bumped so an older tab's save is refused; a pending schedule stays unless `dropSchedule`, and
 * then publishes the draft at its time (its document follows the draft, as in saveDraft).
 */
export function publishDocument(
  deps: Deps,
  row: PageRow,
  document: unknown,
  by: { id: number | null; name: string },
  summary: string,
  options: { keepDraft: boolean; dropSchedule: boolean },
): number {
  const now = deps.now();
  const revisionId = deps.db
    .insert(pageRevisions)
    .values({ pageKey: row.key, document, createdAt: now, authorId: by.id, authorName: by.name, summary })
    .returning({ id: pageRevisions.id })
    .get().id;
  const draft = options.keepDraft ? row.draft : document;
  const scheduled = options.dropSchedule || row.scheduledAt === null ? null : draft;
  deps.db
    .update(pages)
    .set({
      published: document,
      publishedRevisionId: revisionId,
      publishedAt: now,
      draft,
      // A publish by the timer leaves the draft as it was, so an open editor's next save still goes through.
      draftVersion: options.keepDraft ? row.draftVersion : row.draftVersion + 1,
      updatedAt: now,
      ...(by.id === null ? {} : { updatedById: by.id, updatedByName: by.name }),
      ...(options.dropSchedule
        ? { scheduledAt: null, scheduledDocument: null, scheduledById: null, scheduledByName: null }
        : { scheduledDocument: scheduled }),
    })
    .where(eq(pages.key, row.key))
    .run();
  recordPageUsages(deps.db, row.key as PageKey, { draft, published: document, scheduled });
  return revisionId;
}

/** 'Опубликовать': the draft as it is becomes public now. */
export function publishDraft(
  deps: Deps,
  key: PageKey,
  baseVersion: number,
  by: PageActor,
  summary?: string,
): { revisionId: number } {
  const revisionId = deps.db.transaction(() => {
    const row = pageRowOf(deps.db, key);
    assertBaseVersion(row, baseVersion);
    // Checked again: a schema tightened since the draft was saved must not let it through.
    const document = checkDocument(key, row.draft);
    const words = summary?.trim() || changeSummary(row.published, document);
    return publishDocument(deps, row, document, by, words, { keepDraft: false, dropSchedule: true });
  });
  bumpContentVersion();
  return { revisionId };
}

const toSummary = (row: RevisionRow): PageRevisionSummary => ({
  id: row.id,
  createdAt: isoTime(row.createdAt),
  author: { id: row.authorId, name: row.authorName },
  summary: row.summary,
});

/** The page's history, newest first. */
export function listRevisions(deps: Pick<AppDeps, 'db'>, key: PageKey): PageRevisionSummary[] {
  pageRowOf(deps.db, key);
  return deps.db
    .select()
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, key))
    .orderBy(desc(pageRevisions.id))
    .all()
    .map(toSummary);
}

function revisionRow(deps: Pick<AppDeps, 'db'>, id: number): RevisionRow {
  const row = deps.db.select().from(pageRevisions).where(eq(pageRevisions.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.pages.revisionNotFound);
  return row;
}

export function getRevision(deps: Pick<AppDeps, 'db'>, id: number): PageRevision {
  const row = revisionRow(deps, id);
  return { ...toSummary(row), key: row.pageKey as PageKey, document: row.document };
}

const clubDate = (seconds: number): string =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: CLUB_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(seconds * 1000));

/**
 * Publishes an earlier revision's document as a new revision (history only grows). The draft
 * becomes that document too, so the editor shows what visitors now see; unsaved work in another tab
 * is refused on its next save by the bumped version.
 */
export function restoreRevision(deps: Deps, key: PageKey, revisionId: number, by: PageActor): { revisionId: number } {
  const id = deps.db.transaction(() => {
    const revision = revisionRow(deps, revisionId);
    if (revision.pageKey !== key) throw new DomainError('bad-input', serverMessages.pages.revisionOfAnotherPage);
    const row = pageRowOf(deps.db, key);
    const document = checkDocument(key, revision.document);
    const summary = serverMessages.pages.restoredSummary(clubDate(revision.createdAt));
    return publishDocument(deps, row, document, by, summary, { keepDraft: false, dropSchedule: false });
  });
  bumpContentVersion();
  return { revisionId: id };
}
