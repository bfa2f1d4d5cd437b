import { describe, expect, it } from 'vitest';
import { type DraftRow, emptyRow, fromDraft, isDraftChanged, toDraft, validateDraft } from './schedule-draft';

const saved = [
  { time: '9:00', pn: 'Взрослые ММА', vt: '', sr: 'Взрослые ММА', ct: '', pt: '', sb: '' },
  { time: '17:00', pn: '', vt: 'Женская группа', sr: '', ct: 'Женская группа', pt: '', sb: '' },
];

describe('schedule draft', () => {
  it('round-trips rows and gives each a distinct key', () => {
    const draft = toDraft(saved);
    expect(new Set(draft.map((row) => row.key)).size).toBe(2);
    expect(fromDraft(draft)).toEqual(saved);
    expect(emptyRow().key).not.toBe(emptyRow().key);
  });

  it('is unchanged until a cell, the row count or the order changes', () => {
    const draft = toDraft(saved);
    const [first, second] = draft as [DraftRow, DraftRow];
    expect(isDraftChanged(saved, draft)).toBe(false);
    expect(
      isDraftChanged(
        saved,
        draft.map((row) => ({ ...row, pn: ` ${row.pn} ` })),
      ),
    ).toBe(false);
    expect(isDraftChanged(saved, [first, { ...second, sb: 'Детская младшая группа' }])).toBe(true);
    expect(isDraftChanged(saved, [...draft, emptyRow()])).toBe(true);
    expect(isDraftChanged(saved, draft.slice(1))).toBe(true);
    expect(isDraftChanged(saved, [second, first])).toBe(true);
  });

  it('reports a missing time and an overlong cell on the row that has them', () => {
    const blank = emptyRow();
    const long = { ...(toDraft(saved)[0] as DraftRow), vt: 'х'.repeat(201) };
    const errors = validateDraft([blank, long, ...toDraft(saved)]);
    expect(errors.size).toBe(2);
    expect(errors.get(blank.key)).toEqual({ time: 'Время: обязательное поле' });
    expect(errors.get(long.key)).toEqual({ vt: 'Ячейка расписания: не более 200 символов' });
  });
});
