import { describe, expect, it } from 'vitest';
import type { ResolvedImage } from '#shared/schemas/media';
import type { ListFormProps } from './list-editor';
import { pickerInput } from './list-form';

type Values = { name: string; mediaId: string };

function formOf(values: Values, errors: ListFormProps<unknown, Values>['errors'] = {}) {
  const changes: Array<[string, unknown]> = [];
  const form: ListFormProps<unknown, Values> = {
    values,
    errors,
    file: null,
    disabled: false,
    onChange: (field, value) => changes.push([field, value]),
    onFile: () => {},
  };
  return { form, changes };
}

const image: ResolvedImage = {
  stem: '1-ab',
  widths: [320, 480],
  width: 480,
  height: 600,
  alt: 'Тренер',
  focal: { x: 0.5, y: 0.5 },
};

describe('pickerInput', () => {
  it('gives the picker no item for an empty field, and the old address only while no library picture is known', () => {
    const { form } = formOf({ name: '', mediaId: '' });
    expect(pickerInput(form, undefined, '/uploads/coaches/old.jpg')).toMatchObject({
      value: null,
      image: undefined,
      legacyUrl: '/uploads/coaches/old.jpg',
      error: undefined,
      disabled: false,
    });
    expect(pickerInput(form, image, '/uploads/media/1-ab-480.webp').legacyUrl).toBeUndefined();
  });

  it('reads the chosen id as a number, shows the field message and writes a new choice back as text', () => {
    const { form, changes } = formOf({ name: 'Иван', mediaId: '12' }, { mediaId: 'У картинки нет описания (alt)' });
    const props = pickerInput(form, image, undefined);
    expect(props.value).toBe(12);
    expect(props.error).toBe('У картинки нет описания (alt)');
    props.onChange(34);
    expect(changes).toEqual([['mediaId', '34']]);
  });
});
