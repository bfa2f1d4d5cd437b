import { describe, expect, it } from 'vitest';
import { isFormChanged } from './use-list-editor';

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
