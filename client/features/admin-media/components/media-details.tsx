import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AltField, FileButton, FocalColumn, MediaDialog } from '#client/components/admin/media-picker-parts';
import { TextField } from '#client/components/admin/text-field';
import { failureReason, isUnauthorized, serverFieldErrors } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_CAPTION_MAX_LENGTH, MEDIA_FOLDER_MAX_LENGTH } from '#shared/rules/media';
import { type MediaItem, tagsFromText } from '#shared/schemas/media';
import { useDeleteMedia } from '../use-delete-media';
import { MediaUsages } from './media-usages';

const copy = adminMessages.adminMedia;
const FIELDS = ['alt', 'caption', 'folder', 'tags', 'focal'] as const;

/** One item: its texts, the focal point with the crops it gives, where it is used; replace and delete. */
export function MediaDetails({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption);
  const [folder, setFolder] = useState(item.folder);
  const [tags, setTags] = useState(item.tags.join(', '));
  const [focal, setFocal] = useState(item.focal);
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const update = trpc.media.update.useMutation();
  const replace = trpc.media.replace.useMutation();
  const { deleteItem, deleting } = useDeleteMedia(item, onClose);

  const refresh = () => Promise.all([utils.media.list.invalidate(), utils.media.byId.invalidate({ id: item.id })]);

  async function save() {
    try {
      await update.mutateAsync({ id: item.id, alt, caption, folder, tags: tagsFromText(tags), focal });
      setErrors({});
      await refresh();
      void notify.success(copy.saved);
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(serverFieldErrors(error, FIELDS));
      void notify.error(`${copy.saveFailed}: ${failureReason(error)}`);
    }
  }

  async function replaceFile(file: File) {
    const form = new FormData();
    form.set('id', String(item.id));
    form.set('file', file);
    try {
      await replace.mutateAsync(form);
      await refresh();
      void notify.success(copy.replaced);
    } catch (error) {
      if (!isUnauthorized(error)) void notify.error(`${copy.replaceFailed}: ${failureReason(error)}`);
    }
  }

  return (
    <MediaDialog title={item.name} onClose={onClose}>
      <div className="media-details">
        <FocalColumn image={item.image} focal={focal} onChange={setFocal}>
          <p className="admin-field__hint">{copy.size(item.width, item.height)}</p>
        </FocalColumn>
        <form
          className="media-details__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <AltField value={alt} error={errors.alt} onChange={setAlt} />
          <TextField
            label={copy.caption}
            hint={copy.captionHint}
            maxLength={MEDIA_CAPTION_MAX_LENGTH}
            value={caption}
            error={errors.caption}
            onChange={(event) => setCaption(event.target.value)}
          />
          <TextField
            label={copy.folder}
            hint={copy.folderHint}
            maxLength={MEDIA_FOLDER_MAX_LENGTH}
            value={folder}
            error={errors.folder}
            onChange={(event) => setFolder(event.target.value)}
          />
          <TextField
            label={copy.tags}
            hint={copy.tagsHint}
            value={tags}
            error={errors.tags}
            onChange={(event) => setTags(event.target.value)}
          />
          <MediaUsages id={item.id} />
          <div className="media-details__actions">
            <AdminButton type="submit" pending={update.isPending} pendingLabel={copy.saving}>
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
        </form>
      </div>
    </MediaDialog>
  );
}
