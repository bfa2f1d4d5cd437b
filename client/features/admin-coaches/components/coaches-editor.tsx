import { ImagePicker } from '#client/components/admin/image-picker';
import { ListEditorPage } from '#client/components/admin/list-editor';
import { imageInput, textInput } from '#client/components/admin/list-form';
import { MediaPicker } from '#client/components/admin/media-picker';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { multipartBody, useListEditor, useListProcedures } from '#client/components/admin/use-list-editor';
import { MediaPicture } from '#client/components/ui/media-picture';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { checkCoachForm, coachFormFrom, emptyCoachForm } from '../coach-form';
import '../admin-coaches.css';

const copy = adminMessages.adminCoaches;

/**
 * The coaches shown on /about: the portrait (uploaded here, or chosen in the media library with its
 * alt text and focal point), name, belts and ranks.
 */
export function CoachesEditor() {
  const editor = useListEditor({
    ...useListProcedures(trpc.coaches, trpc.useUtils().coaches.list),
    empty: emptyCoachForm,
    valuesOf: coachFormFrom,
    check: checkCoachForm,
    toCreate: (fields, photo) => multipartBody(fields, { key: 'photo', file: photo }),
    toUpdate: (id, fields, photo) => multipartBody(fields, { key: 'photo', file: photo }, id),
    texts: copy,
  });

  return (
    <ListEditorPage
      editor={editor}
      texts={copy}
      nameOf={(coach) => coach.name}
      form={(form) => (
        <div className="list-card__fields coach-fields">
          <ImagePicker
            label={form.item ? copy.replacePhoto : copy.choosePhoto}
            texts={copy.photoPicker}
            {...imageInput(form, form.item?.photo)}
            onFileChange={(file) => {
              form.onFile(file);
              // A file sent with the coach replaces a library choice (the server does the same).
              if (file) form.onChange('mediaId', '');
            }}
          />
          {form.errors.file ? <p className="admin-field__error">{form.errors.file}</p> : null}
          <MediaPicker
            label={copy.fromLibrary}
            value={form.values.mediaId ? Number(form.values.mediaId) : null}
            image={form.item?.image}
            error={form.errors.mediaId}
            disabled={form.disabled}
            onChange={(id) => {
              form.onFile(null);
              form.onChange('mediaId', String(id));
            }}
          />
          <TextField label={copy.name} required maxLength={100} {...textInput(form, 'name')} />
          <TextareaField label={copy.ranks} rows={4} hint={copy.ranksHint} {...textInput(form, 'ranks')} />
        </div>
      )}
      view={(coach) => (
        <>
          {coach.image ? (
            <MediaPicture image={coach.image} sizes="240px" alt="" className="coach-admin-card__photo" loading="lazy" />
          ) : (
            <img className="coach-admin-card__photo" src={coach.photo} alt="" width={480} height={600} loading="lazy" />
          )}
          <div className="list-card__body">
            <h3 className="coach-admin-card__name">{coach.name}</h3>
            <ul className="admin-chips">
              {coach.ranks.map((rank) => (
                <li key={rank} className="admin-chip">
                  {rank}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    />
  );
}
