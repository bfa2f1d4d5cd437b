import { AdminPage } from '#client/components/admin/admin-page';
import { ImagePicker } from '#client/components/admin/image-picker';
import { ListEditorView } from '#client/components/admin/list-editor';
import { TextField } from '#client/components/admin/text-field';
import { TextareaField } from '#client/components/admin/textarea-field';
import { multipartBody, useListEditor } from '#client/components/admin/use-list-editor';
import { trpc } from '#client/lib/trpc';
import { messages } from '#shared/messages/admin.ru';
import { checkCoachForm, coachFormFrom, emptyCoachForm } from '../coach-form';
import '../admin-coaches.css';

const copy = messages.adminCoaches;
const photoTexts = {
  noImage: copy.noPhoto,
  typesHint: copy.photoTypesHint,
  typeRefused: copy.photoTypeRefused,
  keepImage: copy.keepPhoto,
};

/** The coaches shown on /about: photo, name, belts and ranks. */
export function CoachesEditor() {
  const editor = useListEditor({
    query: trpc.coaches.list.useQuery(),
    cache: trpc.useUtils().coaches.list,
    create: trpc.coaches.create.useMutation(),
    update: trpc.coaches.update.useMutation(),
    remove: trpc.coaches.delete.useMutation(),
    empty: emptyCoachForm,
    valuesOf: coachFormFrom,
    check: checkCoachForm,
    fileRequired: copy.photoRequired,
    toCreate: (fields, photo) => multipartBody(fields, { key: 'photo', file: photo }),
    toUpdate: (id, fields, photo) => multipartBody(fields, { key: 'photo', file: photo }, id),
    texts: copy,
  });

  return (
    <AdminPage title={copy.title} description={copy.lead}>
      <ListEditorView
        editor={editor}
        texts={copy}
        nameOf={(coach) => coach.name}
        form={({ values, errors, file, item, disabled, onChange, onFile }) => (
          <div className="list-card__fields coach-fields">
            <ImagePicker
              currentUrl={item?.photo}
              file={file}
              onFileChange={onFile}
              label={item ? copy.replacePhoto : copy.choosePhoto}
              texts={photoTexts}
              disabled={disabled}
              invalid={errors.file !== undefined}
            />
            {errors.file ? <p className="admin-field__error">{errors.file}</p> : null}
            <TextField
              label={copy.name}
              name="name"
              required
              maxLength={100}
              value={values.name}
              error={errors.name}
              disabled={disabled}
              onChange={(event) => onChange('name', event.target.value)}
            />
            <TextareaField
              label={copy.ranks}
              name="ranks"
              rows={4}
              hint={copy.ranksHint}
              value={values.ranks}
              error={errors.ranks}
              disabled={disabled}
              onChange={(event) => onChange('ranks', event.target.value)}
            />
          </div>
        )}
        view={(coach) => (
          <>
            <img className="coach-admin-card__photo" src={coach.photo} alt="" width={480} height={600} loading="lazy" />
            <div className="list-card__body">
              <h3 className="coach-admin-card__name">{coach.name}</h3>
              <ul className="coach-admin-card__ranks">
                {coach.ranks.map((rank) => (
                  <li key={rank}>{rank}</li>
                ))}
              </ul>
            </div>
          </>
        )}
      />
    </AdminPage>
  );
}
