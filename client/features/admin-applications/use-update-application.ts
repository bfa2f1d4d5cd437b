import { trpc } from '#client/lib/trpc';

/** Saves a status or note; the inbox list and the dashboard's new count are refreshed after it. */
export function useUpdateApplication() {
  const utils = trpc.useUtils();
  return trpc.applications.update.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.applications.list.invalidate(), utils.applications.newCount.invalidate()]);
    },
  });
}
