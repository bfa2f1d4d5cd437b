import { useEffect } from 'react';
import { failureReason } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { Group } from '#shared/schemas/group';

/** The journal's groups and their add / rename / delete calls, each reporting success or failure by toast. */
export function useJournalGroups() {
  const utils = trpc.useUtils();
  const query = trpc.groups.list.useQuery(undefined, { staleTime: 0 });
  const create = trpc.groups.create.useMutation();
  const rename = trpc.groups.rename.useMutation();
  const remove = trpc.groups.delete.useMutation();

  useEffect(() => {
    if (query.isError) void notify.error(adminMessages.journal.groupsLoadFailed);
  }, [query.isError]);

  const refresh = () => utils.groups.list.invalidate();

  return {
    groups: query.data ?? [],
    loading: query.isPending,
    failed: query.isError,
    creating: create.isPending,

    async add(name: string): Promise<Group | null> {
      try {
        const group = await create.mutateAsync({ name });
        await refresh();
        void notify.success(adminMessages.journal.groupAdded);
        return group;
      } catch (error) {
        void notify.error(`${adminMessages.journal.groupAddFailed}: ${failureReason(error)}`);
        return null;
      }
    },

    async rename(id: string, name: string): Promise<boolean> {
      try {
        await rename.mutateAsync({ id, name });
        await refresh();
        void notify.success(adminMessages.journal.groupUpdated);
        return true;
      } catch (error) {
        void notify.error(`${adminMessages.journal.groupUpdateFailed}: ${failureReason(error)}`);
        return false;
      }
    },

    async remove(id: string): Promise<boolean> {
      try {
        await remove.mutateAsync({ id });
        await Promise.all([refresh(), utils.attendance.list.invalidate()]);
        void notify.success(adminMessages.journal.groupDeleted);
        return true;
      } catch {
        void notify.error(adminMessages.journal.groupDeleteFailed);
        return false;
      }
    },
  };
}
