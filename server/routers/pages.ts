import {
  pageKeyInput,
  publishInput,
  resolvePreviewInput,
  restoreInput,
  revisionInput,
  saveDraftInput,
  scheduleInput,
} from '#shared/schemas/pages/procedures';
import { saveDraft } from '../lib/pages/drafts';
import { getRevision, listRevisions, publishDraft, restoreRevision } from '../lib/pages/publish';
import { publishedPage, resolvePreview } from '../lib/pages/resolve';
import { cancelSchedule, schedulePublish } from '../lib/pages/schedule';
import { listPages, pageForEditor } from '../lib/pages/store';
import type { StaffAccount } from '../lib/tokens';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

/** The author of a change as the history keeps it: the account's id and its name as it is now. */
const actor = (admin: StaffAccount) => ({ id: admin.id, name: admin.name.trim() || admin.login });

/**
 * The club's pages (docs/decisions/pages-content-model.md). Visitors read only published documents
 * through the one public query, resolved for their page's component; the rest is the editors'
 * (owner and manager in server/trpc/rights.ts).
 */
export const pagesRouter = router({
  /** Any page's published document, resolved for its view: `{ kind, data }` (client/lib/use-published-page.ts). */
  published: publicProcedure.input(pageKeyInput).query(({ ctx, input }) => publishedPage(ctx.deps, input.key)),

  list: adminProcedure.query(({ ctx }) => listPages(ctx.deps)),
  get: adminProcedure.input(pageKeyInput).query(({ ctx, input }) => pageForEditor(ctx.deps, input.key)),
  saveDraft: adminProcedure
    .input(saveDraftInput)
    .mutation(({ ctx, input }) => saveDraft(ctx.deps, input.key, input.baseVersion, input.document, actor(ctx.admin))),
  publish: adminProcedure
    .input(publishInput)
    .mutation(({ ctx, input }) => publishDraft(ctx.deps, input.key, input.baseVersion, actor(ctx.admin), input.summary)),
  schedule: adminProcedure
    .input(scheduleInput)
    .mutation(({ ctx, input }) => schedulePublish(ctx.deps, input.key, input.baseVersion, input.at, actor(ctx.admin))),
  cancelSchedule: adminProcedure.input(pageKeyInput).mutation(({ ctx, input }) => cancelSchedule(ctx.deps, input.key)),
  revisions: adminProcedure.input(pageKeyInput).query(({ ctx, input }) => listRevisions(ctx.deps, input.key)),
  revision: adminProcedure.input(revisionInput).query(({ ctx, input }) => getRevision(ctx.deps, input.id)),
  restore: adminProcedure
    .input(restoreInput)
    .mutation(({ ctx, input }) => restoreRevision(ctx.deps, input.key, input.revisionId, actor(ctx.admin))),
  resolvePreview: adminProcedure
    .input(resolvePreviewInput)
    .query(({ ctx, input }) => resolvePreview(ctx.deps, input.key, input.document)),
});
