import { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import { createPostInput, newsPageInput, postIdInput, updatePostInput } from '#shared/schemas/post';
import { DomainError } from '../lib/domain-error';
import { formDataInput } from '../lib/form-data';
import { storeUploadedPostImage } from '../lib/post-images';
import { adminListPosts, createPost, deletePost, getPost, listNewsPage, listPosts, updatePost } from '../lib/posts';
import { vkSyncFor } from '../lib/vk/service';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const postsRouter = router({
  /** Every post, unfiltered (GET /api/posts); the pages read `listPage` instead. */
  list: publicProcedure.query(({ ctx }) => listPosts(ctx.db)),
  /** One page of a news view (home sliders, press centre, events): only the posts it shows, ready to show. */
  listPage: publicProcedure.input(newsPageInput).query(({ ctx, input }) => listNewsPage(ctx.db, input)),
  byId: publicProcedure.input(postIdInput).query(({ ctx, input }) => getPost(ctx.db, input.id)),

  /** The news editor's list: every post with its source (local or VK) and whether it is detached. */
  adminList: adminProcedure.query(({ ctx }) => adminListPosts(ctx.db)),
  create: adminProcedure.input(createPostInput).mutation(({ ctx, input }) => createPost(ctx.deps, input)),
  /** Answers `{ post, warning }`: the warning is set when the edit of a VK post will be overwritten by the sync. */
  update: adminProcedure.input(updatePostInput).mutation(({ ctx, input }) => updatePost(ctx.deps, input)),
  delete: adminProcedure.input(postIdInput).mutation(({ ctx, input }) => deletePost(ctx.deps, input.id)),
  /** FormData with `image`; answers the 1200 px address to put in photoUrls (shared/rules/images.ts). */
  uploadPhoto: adminProcedure.input(formDataInput(z.object({}), 'image')).mutation(async ({ ctx, input }) => {
    if (!input.file) throw new DomainError('bad-input', serverMessages.adminNews.selectImage);
    return { url: await storeUploadedPostImage(ctx.deps, input.file) };
  }),

  /** Reads the whole wall now; a VK failure is in the answer's `lastError`, not thrown. */
  syncNow: adminProcedure.mutation(({ ctx }) => {
    const sync = vkSyncFor(ctx.deps);
    if (!sync.config) throw new DomainError('not-ready', serverMessages.vkSync.notConfigured);
    return sync.runNow({ full: true });
  }),
  syncStatus: adminProcedure.query(({ ctx }) => vkSyncFor(ctx.deps).status()),
});
