import { serverMessages } from '#shared/messages/server.ru';
import { createPostInput, newsPageInput, postIdInput, updatePostInput } from '#shared/schemas/post';
import { DomainError } from '../lib/domain-error';
import { adminListPosts, createPost, deletePost, getPost, listNewsPage, listPosts, updatePost } from '../lib/posts';
import { vkSyncFor } from '../lib/vk/service';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const postsRouter = router({
  /** Every post, unfiltered (GET /api/posts); the pages read `listPage` instead. */
  list: publicProcedure.query(({ ctx }) => listPosts(ctx.deps)),
  /** One page of a news view (home sliders, press centre, events): only the posts it shows, ready to show. */
  listPage: publicProcedure.input(newsPageInput).query(({ ctx, input }) => listNewsPage(ctx.deps, input)),
  byId: publicProcedure.input(postIdInput).query(({ ctx, input }) => getPost(ctx.deps, input.id)),

  /** The news editor's list: every post with its source (local or VK) and whether it is detached. */
  adminList: adminProcedure.query(({ ctx }) => adminListPosts(ctx.deps)),
  /** A local post's photos are media library ids (`photos`), chosen with the picker; see server/lib/posts-photos.ts. */
  create: adminProcedure.input(createPostInput).mutation(({ ctx, input }) => createPost(ctx.deps, input)),
  /** Answers `{ post, warning }`: the warning is set when the edit of a VK post will be overwritten by the sync. */
  update: adminProcedure.input(updatePostInput).mutation(({ ctx, input }) => updatePost(ctx.deps, input)),
  delete: adminProcedure.input(postIdInput).mutation(({ ctx, input }) => deletePost(ctx.deps, input.id)),
  /** Reads the whole wall now; a VK failure is in the answer's `lastError`, not thrown. */
  syncNow: adminProcedure.mutation(({ ctx }) => {
    const sync = vkSyncFor(ctx.deps);
    if (!sync.config) throw new DomainError('not-ready', serverMessages.vkSync.notConfigured);
    return sync.runNow({ full: true });
  }),
  syncStatus: adminProcedure.query(({ ctx }) => vkSyncFor(ctx.deps).status()),
});
