import type { ReactNode } from 'react';
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
          <TextField
            label={copy.caption}
            hint={copy.captionHint}
            maxLength={MEDIA_CAPTION_MAX_LENGTH}
            value={values.caption}
            error={errors.caption}
            onChange={(event) => set('caption', event.target.value)}
          />
        </>
      ) : (
        <TextField
          label={videoCopy.name}
          hint={videoCopy.nameHint}
          required
          maxLength={MEDIA_NAME_MAX_LENGTH}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
      )}
      <TextField
        label={copy.folder}
        hint={copy.folderHint}
        maxLength={MEDIA_FOLDER_MAX_LENGTH}
        value={values.folder}
        error={errors.folder}
        onChange={(event) => set('folder', event.target.value)}
      />
      <TextField
        label={copy.tags}
        hint={copy.tagsHint}
        value={values.tags}
        error={errors.tags}
        onChange={(event) => set('tags', event.target.value)}
      />
      {children}
    </form>
  );
}
