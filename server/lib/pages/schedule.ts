import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { PageKey } from '#shared/schemas/pages/documents';
import { pages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { bumpContentVersion } from '../content-version';
import { DomainError } from '../domain-error';
import { checkDocument } from './documents';
import { publishDocument } from './publish';
import { assertBaseVersion, type PageActor, pageRowOf } from './store';
import { changeSummary } from './summary';
import { recordPageUsages } from './usages';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const YEAR_SECONDS = 366 * 24 * 60 * 60;
/** How often the timer looks for a due publish: a scheduled time is kept to this precision. */
export const SCHEDULE_CHECK_MS = 15_000;

/**
 * 'Опубликовать в …': the draft will be published at `at`, as it is saved at that time: edits saved
 * after scheduling go out with it, as the editor says («Изменения, сохранённые до этого, тоже попадут
 * в публикацию»). `scheduledDocument` follows the draft (saveDraft keeps it so) only so that the
 * pictures it holds are counted as used; the timer publishes the draft itself. A second schedule
 * replaces the first. The time lives in the database, so a restart keeps it.
 */
export function schedulePublish(deps: Deps, key: PageKey, baseVersion: number, at: string, by: PageActor): { at: string } {
  const seconds = Math.floor(Date.parse(at) / 1000);
  const now = deps.now();
  if (seconds <= now)
    throw new DomainError('bad-input', serverMessages.pages.scheduleInPast, {
      fieldErrors: { at: [serverMessages.pages.scheduleInPast] },
    });
  if (seconds > now + YEAR_SECONDS) {
    throw new DomainError('bad-input', serverMessages.pages.scheduleTooFar, {
      fieldErrors: { at: [serverMessages.pages.scheduleTooFar] },
    });
  }
  deps.db.transaction(() => {
    const row = pageRowOf(deps.db, key);
    assertBaseVersion(row, baseVersion);
    const document = checkDocument(key, row.draft);
    deps.db
      .update(pages)
      .set({ scheduledAt: seconds, scheduledDocument: document, scheduledById: by.id, scheduledByName: by.name, updatedAt: now })
      .where(eq(pages.key, key))
      .run();
    recordPageUsages(deps.db, key, { draft: row.draft, published: row.published, scheduled: document });
  });
  return { at: new Date(seconds * 1000).toISOString() };
}

export function cancelSchedule(deps: Deps, key: PageKey): { ok: true } {
  deps.db.transaction(() => {
    const row = pageRowOf(deps.db, key);
    if (row.scheduledAt === null) throw new DomainError('bad-input', serverMessages.pages.nothingScheduled);
    deps.db
      .update(pages)
      .set({ scheduledAt: null, scheduledDocument: null, scheduledById: null, scheduledByName: null, updatedAt: deps.now() })
      .where(eq(pages.key, key))
      .run();
    recordPageUsages(deps.db, key, { draft: row.draft, published: row.published, scheduled: null });
  });
  return { ok: true };
}

/**
 * Publishes every schedule whose time has come: the page's draft as saved at that moment (as the
 * person who scheduled it), and bumps the content version once if any did, so the page cache drops
 * the old pages at that moment. A draft that no longer passes its schema (the model tightened
 * since) is not published: the schedule is dropped, and logged by the caller from the answer.
 */
export function applyDueSchedules(deps: Deps): { published: PageKey[]; dropped: PageKey[] } {
  const due = deps.db
    .select()
    .from(pages)
    .where(and(isNotNull(pages.scheduledAt), lte(pages.scheduledAt, deps.now())))
    .all();
  const published: PageKey[] = [];
  const dropped: PageKey[] = [];
  for (const row of due) {
    const key = row.key as PageKey;
    deps.db.transaction(() => {
      const by = { id: row.scheduledById, name: row.scheduledByName ?? '' };
      let document: unknown;
      try {
        document = checkDocument(key, row.draft);
      } catch {
        dropped.push(key);
        deps.db
          .update(pages)
          .set({ scheduledAt: null, scheduledDocument: null, scheduledById: null, scheduledByName: null })
          .where(eq(pages.key, key))
          .run();
        return;
      }
      const summary = serverMessages.pages.scheduledSummary(changeSummary(row.published, document));
      // The draft (now the public version too) keeps its version, so an open editor's next save goes through.
      publishDocument(deps, row, document, by, summary, { keepDraft: true, dropSchedule: true });
      published.push(key);
    });
  }
  if (published.length > 0 || dropped.length > 0) bumpContentVersion();
  return { published, dropped };
}

/**
 * The timer of scheduled publishes: runs once at start (a publish due while the server was down
 * happens now) and then every SCHEDULE_CHECK_MS. Answers the function that stops it.
 */
export function startPageScheduler(
  deps: Deps,
  onResult: (result: ReturnType<typeof applyDueSchedules>) => void = () => {},
  onError: (error: unknown) => void = () => {},
): () => void {
  const run = () => {
    try {
      const result = applyDueSchedules(deps);
      if (result.published.length > 0 || result.dropped.length > 0) onResult(result);
    } catch (error) {
      onError(error);
    }
  };
  run();
  const timer = setInterval(run, SCHEDULE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
