import { describe, expect, it } from 'vitest';
import type { Post } from '../schemas/post';
import {
  cleanPostText,
  cutText,
  eventPosts,
  filterPosts,
  hasHashtag,
  homeNews,
  homeVictories,
  isShowablePost,
  linkifyText,
  NEWS_RULES_VERSION,
  newsColumns,
  newsPageOf,
  titleFromText,
} from './news';

function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: 'Заголовок',
    text: 'Текст новости',
    date: 1_700_000_000,
    photoUrls: ['/uploads/a.webp'],
    attachments: [],
    ...overrides,
  };
}

describe('isShowablePost', () => {
  it('shows a post with a photo and text', () => {
    expect(isShowablePost(post())).toBe(true);
  });

  it('hides a post without photos', () => {
    expect(isShowablePost(post({ photoUrls: [] }))).toBe(false);
  });

  it('hides a post with empty or blank text', () => {
    expect(isShowablePost(post({ text: '' }))).toBe(false);
    expect(isShowablePost(post({ text: '  \n ' }))).toBe(false);
  });

  it('hides a post with a video attachment, whatever else it has', () => {
    expect(isShowablePost(post({ attachments: [{ type: 'photo' }, { type: 'video', id: 5 }] }))).toBe(false);
  });

  it('shows a post whose attachments are not videos', () => {
    expect(isShowablePost(post({ attachments: [{ type: 'photo' }, { type: 'link' }] }))).toBe(true);
  });

  it('requires the tag when one is given', () => {
    expect(isShowablePost(post({ text: 'Турнир #афиша' }), '#афиша')).toBe(true);
    expect(isShowablePost(post({ text: 'Турнир' }), '#афиша')).toBe(false);
  });
});

describe('hasHashtag', () => {
  it('matches a whole tag, ignoring case', () => {
    expect(hasHashtag('Победа! #НашиПобеды', '#нашипобеды')).toBe(true);
    expect(hasHashtag('#нашипобеды, ура', '#нашипобеды')).toBe(true);
  });

  it('matches the VK community form #tag@club', () => {
    expect(hasHashtag('Турнир #афиша@academy', '#афиша')).toBe(true);
  });

  it('does not match a longer tag that starts the same', () => {
    expect(hasHashtag('Смотрите #афишами', '#афиша')).toBe(false);
  });
});

describe('filterPosts', () => {
  const posts = [post({ id: 3 }), post({ id: 10, text: 'x #афиша' }), post({ id: 7, photoUrls: [] }), post({ id: 5 })];

  it('keeps showable posts sorted by id descending', () => {
    expect(filterPosts(posts).map((p) => p.id)).toEqual([10, 5, 3]);
  });

  it('filters by tag', () => {
    expect(filterPosts(posts, '#афиша').map((p) => p.id)).toEqual([10]);
  });

  it('does not reorder the input', () => {
    filterPosts(posts);
    expect(posts.map((p) => p.id)).toEqual([3, 10, 7, 5]);
  });

  it('returns an empty list for no posts', () => {
    expect(filterPosts([])).toEqual([]);
  });
});

describe('home and events selections', () => {
  const many = Array.from({ length: 9 }, (_, index) =>
    post({ id: index + 1, text: index % 2 === 0 ? `Победа ${index} #нашипобеды` : `Новость ${index} #афиша` }),
  );

  it('homeNews takes the first 5 showable posts, newest first', () => {
    expect(homeNews([...many, post({ id: 100, attachments: [{ type: 'video' }] })]).map((p) => p.id)).toEqual([9, 8, 7, 6, 5]);
  });

  it('homeVictories takes the first 5 showable posts tagged #нашипобеды', () => {
    expect(homeVictories(many).map((p) => p.id)).toEqual([9, 7, 5, 3, 1]);
  });

  it('homeVictories returns fewer when fewer are tagged', () => {
    expect(homeVictories(many.slice(0, 3)).map((p) => p.id)).toEqual([3, 1]);
  });

  it('eventPosts keeps every post tagged #афиша', () => {
    expect(eventPosts(many).map((p) => p.id)).toEqual([8, 6, 4, 2]);
  });
});

describe('cleanPostText', () => {
  it('turns club, public and id mentions into their labels', () => {
    expect(cleanPostText('Спасибо [club123|Академии] и [id45|Ивану] и [public9|паблику]')).toBe(
      'Спасибо Академии и Ивану и паблику',
    );
  });

  it('handles a mention at the start of the text', () => {
    expect(cleanPostText('[club1|Академия единоборств] поздравляет!')).toBe('Академия единоборств поздравляет!');
  });

  it('removes the service hashtags and closes the gaps', () => {
    expect(cleanPostText('#анонс Турнир #афиша в субботу #нашипобеды')).toBe('Турнир в субботу');
  });

  it('removes service hashtags in any case and with a community suffix', () => {
    expect(cleanPostText('Победа #НашиПобеды@academy!')).toBe('Победа !');
  });

  it('keeps other hashtags and longer tags', () => {
    expect(cleanPostText('Турнир #бокс #анонсы')).toBe('Турнир #бокс #анонсы');
  });

  it('keeps line breaks but drops lines left empty', () => {
    expect(cleanPostText('Первая строка\n#афиша\n\n\nВторая строка  \n')).toBe('Первая строка\n\nВторая строка');
  });

  it('leaves plain text untouched and trims it', () => {
    expect(cleanPostText('  Просто текст  ')).toBe('Просто текст');
  });

  it('does not touch bracketed text that is not a mention', () => {
    expect(cleanPostText('[примечание] и [club|без номера]')).toBe('[примечание] и [club|без номера]');
  });
});

describe('cutText', () => {
  it('returns text of 190 characters or fewer unchanged', () => {
    const exact = 'а'.repeat(190);
    expect(cutText(exact)).toBe(exact);
    expect(cutText('Коротко')).toBe('Коротко');
  });

  it('cuts a 190-character limit in the middle of a word at the previous word boundary', () => {
    const text = `${'слово '.repeat(31)}длинноеслово конец`; // 186 chars, then a word crossing 190
    const cut = cutText(text);
    expect(cut).toBe(`${'слово '.repeat(31).trimEnd()}…`);
    expect(cut.length - 1).toBeLessThanOrEqual(190);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'а'.repeat(185)} слов продолжение`; // the word 'слов' ends at 190
    expect(cutText(text)).toBe(`${'а'.repeat(185)} слов…`);
  });

  it('cuts a single long word hard', () => {
    expect(cutText('я'.repeat(300))).toBe(`${'я'.repeat(190)}…`);
  });

  it('does not throw away more than half the text to reach a boundary', () => {
    const text = `Ок ${'б'.repeat(300)}`;
    expect(cutText(text)).toBe(`${text.slice(0, 190)}…`);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'ж'.repeat(189)}😀${'ж'.repeat(20)}`; // the emoji spans units 189-190
    const cut = cutText(text);
    expect(cut).toBe(`${'ж'.repeat(189)}…`);
    expect(/[\uD800-\uDFFF]/.test(cut)).toBe(false);
  });

  it('drops punctuation left before the ellipsis', () => {
    const text = `${'а'.repeat(100)}, ${'б'.repeat(100)}`;
    expect(cutText(text)).toBe(`${'а'.repeat(100)}…`);
  });

  it('accepts another limit', () => {
    expect(cutText('один два три', 7)).toBe('один…');
  });
});

describe('linkifyText', () => {
  it('returns one text part for text without links, none for empty text', () => {
    expect(linkifyText('Без ссылок')).toEqual([{ type: 'text', value: 'Без ссылок' }]);
    expect(linkifyText('')).toEqual([]);
  });

  it('finds http and https links', () => {
    expect(linkifyText('Сайт https://example.ru/path?a=1 и http://x.org')).toEqual([
      { type: 'text', value: 'Сайт ' },
      { type: 'link', href: 'https://example.ru/path?a=1', value: 'https://example.ru/path?a=1' },
      { type: 'text', value: ' и ' },
      { type: 'link', href: 'http://x.org', value: 'http://x.org' },
    ]);
  });

  it('gives www. links an https:// address', () => {
    expect(linkifyText('www.example.ru')).toEqual([{ type: 'link', href: 'https://www.example.ru', value: 'www.example.ru' }]);
  });

  it('leaves trailing sentence punctuation outside the link', () => {
    expect(linkifyText('Смотрите https://vk.com/club1.')).toEqual([
      { type: 'text', value: 'Смотрите ' },
      { type: 'link', href: 'https://vk.com/club1', value: 'https://vk.com/club1' },
      { type: 'text', value: '.' },
    ]);
    expect(linkifyText('(см. https://a.ru/x), далее')[1]).toEqual({
      type: 'link',
      href: 'https://a.ru/x',
      value: 'https://a.ru/x',
    });
  });

  it('keeps balanced parentheses inside a link', () => {
    const url = 'https://ru.wikipedia.org/wiki/Самбо_(борьба)';
    expect(linkifyText(`${url}.`)[0]).toEqual({ type: 'link', href: url, value: url });
  });

  it('stops at Russian quotes and line breaks', () => {
    expect(linkifyText('«https://a.ru»\nдалее').map((part) => part.value)).toEqual(['«', 'https://a.ru', '»\nдалее']);
  });

  it('ignores a bare scheme and never links other schemes', () => {
    expect(linkifyText('http:// и javascript:alert(1)')).toEqual([{ type: 'text', value: 'http:// и javascript:alert(1)' }]);
  });

  it('does not link www inside a word or an email', () => {
    expect(linkifyText('awww.ru и info@www.ru').every((part) => part.type === 'text')).toBe(true);
  });
});

describe('newsColumns: what a post stores for the news views', () => {
  const stored = '/uploads/post/abc-1200.webp';

  it('computes the showable flag, the tags, the cleaned and cut texts and the two photo widths', () => {
    const text = `${'Очень длинный текст про турнир. '.repeat(10)}[id1|Иван] #НашиПобеды #афиша@club1`;
    const columns = newsColumns({ text, photoUrls: [stored, '/uploads/post/def-1200.webp'], attachments: [{ type: 'photo' }] });
    expect(columns).toMatchObject({
      showable: true,
      tagVictories: true,
      tagEvents: true,
      cleanText: cleanPostText(text),
      cardText: cutText(cleanPostText(text), 190),
      photoSmall: '/uploads/post/abc-600.webp',
      photoLarge: stored,
      newsVersion: NEWS_RULES_VERSION,
    });
    expect(columns.cardText.length).toBeLessThanOrEqual(191);
  });

  it('a video, no photo or no text is not showable; a VK address is kept as it is', () => {
    expect(newsColumns({ text: 'Видео', photoUrls: [stored], attachments: [{ type: 'video' }] }).showable).toBe(false);
    expect(newsColumns({ text: 'Без фото', photoUrls: [], attachments: [] })).toMatchObject({
      showable: false,
      photoSmall: null,
      photoLarge: null,
    });
    expect(newsColumns({ text: '  ', photoUrls: [stored], attachments: [] }).showable).toBe(false);
    const vk = 'https://sun9-1.userapi.com/a.jpg?sign=1';
    expect(newsColumns({ text: 'Текст', photoUrls: [vk], attachments: [] })).toMatchObject({ photoSmall: vk, photoLarge: vk });
  });
});

describe('newsPageOf: a view of a list in memory', () => {
  const post = (id: number, text: string, photoUrls = ['/uploads/post/p-1200.webp']) => ({
    id,
    title: `№${id}`,
    text,
    date: 1_790_000_000 + id,
    photoUrls,
    attachments: [],
  });
  const posts = Array.from({ length: 23 }, (_, index) =>
    post(index + 1, index % 3 === 0 ? `Событие ${index} #афиша` : `Новость ${index}`, index === 5 ? [] : undefined),
  );

  it('pages the press centre by five, newest first, and answers the last page past the end', () => {
    const first = newsPageOf(posts, 'press', 1);
    expect(first).toMatchObject({ total: 22, totalPages: 5, page: 1, pageSize: 5 });
    expect(first.posts.map((p) => p.id)).toEqual([23, 22, 21, 20, 19]);
    expect(newsPageOf(posts, 'press', 9).page).toBe(5);
    expect(newsPageOf(posts, 'press', 9).posts.map((p) => p.id)).toEqual([2, 1]);
  });

  it('filters events by the tag and gives the sliders their five, with card texts', () => {
    const events = newsPageOf(posts, 'events', 1);
    expect(events.total).toBe(8);
    expect(events.posts.every((p) => p.text.startsWith('Событие') && !p.text.includes('#'))).toBe(true);
    const home = newsPageOf(posts, 'home', 3);
    expect(home).toMatchObject({ page: 1, totalPages: 1 });
    expect(home.posts).toHaveLength(5);
  });

  it('the list key changes when a post joins or leaves the list, not with the page', () => {
    const key = newsPageOf(posts, 'press', 1).listKey;
    expect(newsPageOf(posts, 'press', 2).listKey).toBe(key);
    expect(newsPageOf([...posts, post(30, 'Новая')], 'press', 1).listKey).not.toBe(key);
    expect(newsPageOf(posts.slice(1), 'press', 1).listKey).not.toBe(key);
  });
});

describe('titleFromText', () => {
  it('takes the first sentence of the first line', () => {
    expect(titleFromText('Открыт набор в детские группы! Ждём ребят от 7 лет.\nВторая строка')).toBe(
      'Открыт набор в детские группы!',
    );
    expect(titleFromText('Итоги турнира. Наши бойцы взяли 5 медалей')).toBe('Итоги турнира');
    expect(titleFromText('Первая строка без точки\nвторая')).toBe('Первая строка без точки');
  });

  it('shows mentions as their label and skips lines of hashtags', () => {
    expect(titleFromText('#нашипобеды #бокс\n[club123|Академия] на турнире в [id45|Москве] #турнир')).toBe(
      'Академия на турнире в Москве',
    );
  });

  it('cuts a long line at a word boundary, at most 100 characters', () => {
    const title = titleFromText(`${'Тренировка '.repeat(15)}конец`);
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title.endsWith('Тренировка…')).toBe(true);
  });

  it('is empty for a post without text', () => {
    expect(titleFromText('')).toBe('');
    expect(titleFromText('#афиша')).toBe('');
  });
});
