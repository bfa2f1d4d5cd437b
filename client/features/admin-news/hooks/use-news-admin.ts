import { useEffect } from 'react';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { AdminPost, CreatePostInput } from '#shared/schemas/post';

const copy = adminMessages.adminNews;

/** The editor's posts and their calls; every change refreshes the public lists too. */
export function useNewsAdmin() {
  const utils = trpc.useUtils();
  const list = trpc.posts.adminList.useQuery(undefined, { staleTime: 0 });
  const create = trpc.posts.create.useMutation();
  const update = trpc.posts.update.useMutation();
  const remove = trpc.posts.delete.useMutation();

  useEffect(() => {
    if (list.isError) void notify.error(copy.loadFailed);
  }, [list.isError]);

  const refresh = () =>
    Promise.all([utils.posts.adminList.invalidate(), utils.posts.list.invalidate(), utils.posts.listPage.invalidate()]);

  return {
    posts: list.data ?? [],
    loading: list.isPending,
    failed: list.isError,
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,

    async create(input: CreatePostInput): Promise<AdminPost | null> {
      try {
        const post = await create.mutateAsync(input);
        await refresh();
        void notify.success(copy.created);
        return post;
      } catch (error) {
        void notify.error(copy.createFailed(failureReason(error)));
        return null;
      }
    },

    async update(id: number, input: CreatePostInput, detached: boolean | undefined): Promise<AdminPost | null> {
      try {
        const { post, warning } = await update.mutateAsync({ ...input, id, detached });
        await refresh();
        void notify.success(copy.updated);
        if (warning) void notify.message(warning);
        return post;
      } catch (error) {
        void notify.error(copy.updateFailed(failureReason(error)));
        return null;
      }
    },

    async remove(id: number): Promise<boolean> {
      try {
        await remove.mutateAsync({ id });
        await refresh();
        void notify.success(copy.deleted);
        return true;
      } catch {
        void notify.error(copy.deleteFailed);
        return false;
      }
    },
  };
}

export type NewsAdmin = ReturnType<typeof useNewsAdmin>;
