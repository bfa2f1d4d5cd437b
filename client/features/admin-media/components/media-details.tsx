import { AdminButton } from '#client/components/admin/admin-button';
import { FileButton, FocalColumn, MediaDialog } from '#client/components/admin/media-picker-parts';
import { failureReason, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { MediaItem } from '#shared/schemas/media';
import { useDeleteMedia } from '../use-delete-media';
import { useMediaFields } from '../use-media-fields';
import { MediaFieldsForm } from './media-fields-form';
import { MediaUsages } from './media-usages';

const copy = adminMessages.adminMedia;

/** One item: its texts, the focal point with the crops it gives, where it is used; replace and delete. */
export function MediaDetails({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const utils = trpc.useUtils();
  const fields = useMediaFields(item, copy, onClose);
  const replace = trpc.media.replace.useMutation();
  const { deleteItem, deleting } = useDeleteMedia(item, onClose);

  async function replaceFile(file: File) {
    const form = new FormData();
    form.set('id', String(item.id));
    form.set('file', file);
    try {
      await replace.mutateAsync(form);
      await Promise.all([utils.media.list.invalidate(), utils.media.byId.invalidate({ id: item.id })]);
      void notify.success(copy.replaced);
    } catch (error) {
      if (!isUnauthorized(error)) void notify.error(`${copy.replaceFailed}: ${failureReason(error)}`);
    }
  }

  return (
    <MediaDialog title={item.name} onClose={onClose}>
      <div className="media-details">
        <FocalColumn image={item.image} focal={fields.values.focal} onChange={(focal) => fields.set('focal', focal)}>
          <p className="admin-field__hint">{copy.size(item.width, item.height)}</p>
        </FocalColumn>
        <MediaFieldsForm fields={fields} className="media-details__form">
          <MediaUsages id={item.id} />
          <div className="media-details__actions">
            <AdminButton type="submit" pending={fields.pending} pendingLabel={copy.saving}>
              {copy.save}
            </AdminButton>
            <FileButton
              label={replace.isPending ? copy.saving : copy.replace}
              variant="secondary"
              disabled={replace.isPending}
              onFiles={([file]) => {
                if (file) void replaceFile(file);
              }}
            />
            <AdminButton type="button" variant="danger" pending={deleting} onClick={deleteItem}>
              {copy.delete}
            </AdminButton>
          </div>
        </MediaFieldsForm>
      </div>
    </MediaDialog>
  );
}
