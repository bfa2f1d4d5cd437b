import type { ChangeEvent } from 'react';
import type { ResolvedImage } from '#shared/schemas/media';
import type { ListFormProps } from './list-editor';
import type { FormValues } from './use-list-editor';

/** The fields of a form whose value is text (as typed), or a flag. */
type FieldsOf<Values extends FormValues, Kind> = {
  [Field in keyof Values & string]: Values[Field] extends Kind ? Field : never;
}[keyof Values & string];

/**
 * What every text input of a list form takes from the form (its name, value, field message, the
 * form's disabled state and the change), so that a field is written as its label and its own limits:
 * `<TextField label={copy.name} required maxLength={100} {...textInput(form, 'name')} />`.
 */
export function textInput<Item, Values extends FormValues>(form: ListFormProps<Item, Values>, name: FieldsOf<Values, string>) {
  return {
    name,
    value: form.values[name] as string,
    error: form.errors[name],
    disabled: form.disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.onChange(name, event.target.value as Values[typeof name]),
  };
}

/** The same for a checkbox: `<CheckboxField label={copy.isNew} {...checkboxInput(form, 'isNew')} />`. */
export function checkboxInput<Item, Values extends FormValues>(
  form: ListFormProps<Item, Values>,
  name: FieldsOf<Values, boolean>,
) {
  return {
    name,
    checked: form.values[name] as boolean,
    error: form.errors[name],
    disabled: form.disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.onChange(name, event.target.checked as Values[typeof name]),
  };
}

/** What the form's image picker takes from it: the stored image (editing), the picked file, the file's message. */
export function imageInput<Item, Values extends FormValues>(form: ListFormProps<Item, Values>, currentUrl: string | undefined) {
  return {
    currentUrl,
    file: form.file,
    onFileChange: form.onFile,
    disabled: form.disabled,
    invalid: form.errors.file !== undefined,
  };
}

/**
 * What the media picker of a list form takes from it: the chosen library item (the form's
 * `mediaId`, kept as text like every field), the stored item's picture, the address of a picture
 * stored before the library (shown until one is chosen), the field's message:
 * `<MediaPicker label={copy.portrait} {...pickerInput(form, form.item?.image, form.item?.photo)} />`.
 */
export function pickerInput<Item, Values extends FormValues & { mediaId: string }>(
  form: ListFormProps<Item, Values>,
  image: ResolvedImage | undefined,
  storedUrl: string | undefined,
) {
  return {
    value: form.values.mediaId ? Number(form.values.mediaId) : null,
    image,
    legacyUrl: image ? undefined : storedUrl,
    // A key of Values by the constraint; TypeScript does not carry that into the errors' mapped type.
    error: form.errors['mediaId' as keyof Values & string],
    disabled: form.disabled,
    onChange: (id: number) => form.onChange('mediaId', String(id) as Values['mediaId']),
  };
}
