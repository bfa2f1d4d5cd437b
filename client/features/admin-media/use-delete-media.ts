import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { failureReason, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';

const copy = adminMessages.adminMedia;

/**
 * 'Удалить' in a photo's or a video's details: asks first, then deletes and closes the dialog; an item
 * still in use is refused by the server with the places named, and that message is shown.
 */
export function useDeleteMedia(item: { id: number; name: string }, onDeleted: () => void) {
  const utils = trpc.useUtils();
  const remove = trpc.media.delete.useMutation();
  const deleteItem = async () => {
    const asked = { title: copy.deleteTitle, message: copy.confirmDelete(item.name), confirmLabel: copy.delete };
    if (!(await askConfirmation({ ...asked, tone: 'danger' }))) return;
    try {
      await remove.mutateAsync({ id: item.id });
      await utils.media.list.invalidate();
      void notify.success(copy.deleted);
      onDeleted();
    } catch (error) {
      if (!isUnauthorized(error)) void notify.error(`${copy.deleteFailed}: ${failureReason(error)}`);
    }
  };
  return { deleteItem: () => void deleteItem(), deleting: remove.isPending };
}
