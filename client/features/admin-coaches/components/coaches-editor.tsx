import { ListEditorPage } from '#client/components/admin/list-editor';
import { pickerInput, textInput } from '#client/components/admin/list-form';
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
 * The coaches shown on /about: the portrait (chosen in the media library, or uploaded there from the
 * picker, with its alt text and focal point), name, belts and ranks.
 */
export function CoachesEditor() {
  const editor = useListEditor({
    ...useListProcedures(trpc.coaches, trpc.useUtils().coaches.list),
    empty: emptyCoachForm,
    valuesOf: coachFormFrom,
    check: checkCoachForm,
    toCreate: (fields) => multipartBody(fields, { key: 'photo', file: null }),
    toUpdate: (id, fields) => multipartBody(fields, { key: 'photo', file: null }, id),
    texts: copy,
  });

  return (
    <ListEditorPage
      editor={editor}
      texts={copy}
      nameOf={(coach) => coach.name}
      form={(form) => (
        <div className="list-card__fields coach-fields">
          <MediaPicker label={copy.portrait} {...pickerInput(form, form.item?.image, form.item?.photo)} />
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
