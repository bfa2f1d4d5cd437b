import type { ChangeEvent, ReactNode } from 'react';
import { AltField } from '#client/components/admin/media-picker-parts';
import { TextField } from '#client/components/admin/text-field';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_CAPTION_MAX_LENGTH, MEDIA_FOLDER_MAX_LENGTH, MEDIA_NAME_MAX_LENGTH } from '#shared/rules/media';
import type { MediaFields } from '../use-media-fields';

const copy = adminMessages.adminMedia;
const videoCopy = adminMessages.adminMediaVideo;

/**
 * The details' form of a library item: first what its kind edits (a photo's alt text and caption, a
 * video's name: what the grid and the video picker show), then the folder and the tags every item
 * has, then `children` (the submit button and whatever the dialog keeps inside the form). Submitting
 * saves through `useMediaFields`.
 */
export function MediaFieldsForm({
  fields,
  className,
  children,
}: {
  fields: MediaFields;
  className: string;
  children: ReactNode;
}) {
  const { values, errors, set } = fields;
  /** A text field's value, error and change handler, by the field it edits. */
  const bind = (field: 'caption' | 'name' | 'folder' | 'tags') => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
  });
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        fields.save();
      }}
    >
      {fields.kind === 'image' ? (
        <>
          <AltField value={values.alt} error={errors.alt} onChange={(alt) => set('alt', alt)} />
          <TextField label={copy.caption} hint={copy.captionHint} maxLength={MEDIA_CAPTION_MAX_LENGTH} {...bind('caption')} />
        </>
      ) : (
        <TextField
          label={videoCopy.name}
          hint={videoCopy.nameHint}
          required
          maxLength={MEDIA_NAME_MAX_LENGTH}
          {...bind('name')}
        />
      )}
      <TextField label={copy.folder} hint={copy.folderHint} maxLength={MEDIA_FOLDER_MAX_LENGTH} {...bind('folder')} />
      <TextField label={copy.tags} hint={copy.tagsHint} {...bind('tags')} />
      {children}
    </form>
  );
}
