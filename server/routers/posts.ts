import { postIdInput } from '../../shared/schemas/post';
import { getPost, listPosts } from '../lib/posts';
import { publicProcedure, router } from '../trpc/init';

export const postsRouter = router({
  list: publicProcedure.query(({ ctx }) => listPosts(ctx.db)),
  byId: publicProcedure.input(postIdInput).query(({ ctx, input }) => getPost(ctx.db, input.id)),
});
