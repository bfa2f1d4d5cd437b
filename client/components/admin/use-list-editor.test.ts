import { describe, expect, it } from 'vitest';
import { isFormChanged, multipartBody } from './use-list-editor';

describe('isFormChanged (the unsaved-changes guard of a list editor)', () => {
  const saved = { name: 'Иван', rank: 'КМС', active: true };

  it('ignores spaces around text', () => {
    expect(isFormChanged(saved, { ...saved, name: ' Иван ' })).toBe(false);
  });

  it('sees a changed text or flag', () => {
    expect(isFormChanged(saved, { ...saved, rank: 'МС' })).toBe(true);
    expect(isFormChanged(saved, { ...saved, active: false })).toBe(true);
  });
});

describe('multipartBody', () => {
  it('sends the fields as text, a list one item per line, the id and the file when given', () => {
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    const form = multipartBody(
      { name: 'Иван', ranks: ['1 дан', 'КМС'], price: 10, skipped: undefined },
      { key: 'photo', file: photo },
      'c1',
    );
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'photo'))).toEqual({
      id: 'c1',
      name: 'Иван',
      ranks: '1 дан\nКМС',
      price: '10',
    });
    expect(form.get('photo')).toBeInstanceOf(File);
    expect(multipartBody({ name: 'Иван' }, { key: 'photo', file: null }).has('photo')).toBe(false);
  });
});
