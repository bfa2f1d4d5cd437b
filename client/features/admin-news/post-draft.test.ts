import { describe, expect, it } from 'vitest';
import { draftToInput, emptyDraft, fromMoscowDateTime, insertHashtag, moveItem, sameDraft, toMoscowDateTime } from './post-draft';

describe('post draft', () => {
  it('reads and writes dates on the Moscow clock (UTC+3) whatever the browser zone', () => {
    // 2026-03-05 09:30 UTC is 12:30 in Moscow.
    const instant = Date.UTC(2026, 2, 5, 9, 30) / 1000;
    expect(toMoscowDateTime(instant)).toBe('2026-03-05T12:30');
    expect(fromMoscowDateTime('2026-03-05T12:30')).toBe(instant);
    // Just after midnight in Moscow is still the previous day in UTC.
    expect(toMoscowDateTime(Date.UTC(2026, 11, 31, 21, 5) / 1000)).toBe('2027-01-01T00:05');
    expect(fromMoscowDateTime('2027-01-01T00:05')).toBe(Date.UTC(2026, 11, 31, 21, 5) / 1000);
    expect(fromMoscowDateTime('')).toBeNull();
    expect(fromMoscowDateTime('вчера')).toBeNull();
  });

  it('turns a draft into the API input, trimming and refusing a missing date', () => {
    const draft = { ...emptyDraft(Date.UTC(2026, 0, 1) / 1000), title: '  Турнир ', text: ' Текст #афиша ' };
    expect(draftToInput(draft)).toEqual({
      title: 'Турнир',
      text: 'Текст #афиша',
      date: Date.UTC(2026, 0, 1) / 1000,
      photoUrls: [],
      photos: [],
    });
    expect(draftToInput({ ...draft, dateTime: '' })).toBeNull();
    expect(sameDraft(draft, { ...draft })).toBe(true);
    expect(sameDraft(draft, { ...draft, photoUrls: ['/a'] })).toBe(false);
  });

  it('sends library photos in order, a per-use description only when written', () => {
    const draft = {
      ...emptyDraft(Date.UTC(2026, 0, 1) / 1000),
      text: 'Текст',
      photos: [
        { mediaId: 7, alt: '  Финал  ', image: null },
        { mediaId: 3, alt: '   ', image: null },
      ],
    };
    expect(draftToInput(draft)?.photos).toEqual([{ mediaId: 7, alt: 'Финал' }, { mediaId: 3 }]);
    expect(sameDraft(draft, { ...draft, photos: [...draft.photos].reverse() })).toBe(false);
    expect(sameDraft(draft, { ...draft, photos: draft.photos.map((photo) => ({ ...photo, alt: 'другое' })) })).toBe(false);
    expect(sameDraft(draft, { ...draft, photos: draft.photos.map((photo) => ({ ...photo })) })).toBe(true);
  });

  it('moves photos up and down, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('inserts a hashtag at the caret with spaces around it', () => {
    expect(insertHashtag('', '#афиша')).toEqual({ text: '#афиша', caret: 6 });
    expect(insertHashtag('Турнир', '#анонс')).toEqual({ text: 'Турнир #анонс', caret: 13 });
    expect(insertHashtag('Победа в финале', '#нашипобеды', 6)).toEqual({ text: 'Победа #нашипобеды в финале', caret: 18 });
    expect(insertHashtag('АБ', '#афиша', 1)).toEqual({ text: 'А #афиша Б', caret: 8 });
  });
});
