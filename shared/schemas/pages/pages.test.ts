import { describe, expect, it } from 'vitest';
import { directions } from '../../directions';
import { pageKinds } from '../../pages/registry';
import { aboutDocumentSchema } from './about';
import { brandDocumentSchema } from './brand';
import { contactsDocumentSchema } from './contacts';
import { directionDocumentSchema } from './direction';
import { isPageKey, pageDocumentSchema, pageKeySchema, pageKeys } from './documents';
import { isPageLink } from './fields';
import { minimalAbout, minimalContacts, minimalDirection, minimalHome } from './fixtures';
import { homeDocumentSchema } from './home';
import { publishInput, scheduleInput } from './procedures';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => {
  expect(result.success).toBe(false);
  return result.error?.issues[0];
};
const repeat = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);
const chars = (count: number) => 'а'.repeat(count);

describe('page keys', () => {
  it('lists every kind’s keys once, a direction page for each of the seven directions', () => {
    expect(pageKeys).toEqual(pageKinds.flatMap((kind) => kind.keys));
    expect(new Set(pageKeys).size).toBe(pageKeys.length);
    expect(pageKeys.filter((key) => key.startsWith('direction:'))).toHaveLength(directions.length);
    expect(pageKeys).toContain('direction:womens-self-defense');
    expect(isPageKey('direction:boxing')).toBe(true);
    expect(isPageKey('direction:sumo')).toBe(false);
    expect(pageKeySchema.safeParse('settings').error?.issues[0]?.message).toBe('Такой страницы нет');
  });

  it('gives every direction the one direction schema and each single page its own', () => {
    expect(pageDocumentSchema('direction:boxing')).toBe(directionDocumentSchema);
    expect(pageDocumentSchema('direction:karate')).toBe(directionDocumentSchema);
    expect(pageDocumentSchema('about')).toBe(aboutDocumentSchema);
    expect(pageDocumentSchema('brand')).toBe(brandDocumentSchema);
  });
});

describe('the minimal documents', () => {
  it('pass their schemas', () => {
    expect(homeDocumentSchema.safeParse(minimalHome()).success).toBe(true);
    expect(aboutDocumentSchema.safeParse(minimalAbout(1)).success).toBe(true);
    expect(contactsDocumentSchema.safeParse(minimalContacts()).success).toBe(true);
    expect(directionDocumentSchema.safeParse(minimalDirection()).success).toBe(true);
    expect(brandDocumentSchema.safeParse({ logo: null, favicon: { mediaId: 3, alt: 'Щит' } }).success).toBe(true);
  });

  it('trim texts and drop a blank alt override', () => {
    const document = minimalAbout(1);
    document.founder.name = '  Иван  ';
    document.founder.photo = { mediaId: 1, alt: '   ' };
    const parsed = aboutDocumentSchema.parse(document);
    expect(parsed.founder.name).toBe('Иван');
    expect(parsed.founder.photo.alt).toBeUndefined();
  });
});

describe('the about page limits', () => {
  it('wants exactly four values', () => {
    for (const count of [3, 5]) {
      const document = minimalAbout(1);
      document.philosophy.values = repeat(count, { title: 'Ценность', text: 'Текст' });
      expect(firstMessage(aboutDocumentSchema.safeParse(document))?.message).toBe('Ценности: ровно 4 карточки');
    }
  });

  it('holds a gallery of 3 to 12 photos', () => {
    const item = { image: { mediaId: 1 }, caption: 'Фото' };
    for (const [count, ok] of [
      [2, false],
      [3, true],
      [12, true],
      [13, false],
    ] as const) {
      const document = minimalAbout(1);
      document.gallery.items = repeat(count, item);
      const result = aboutDocumentSchema.safeParse(document);
      expect(result.success, `${count} photos`).toBe(ok);
      if (!ok) expect(result.error?.issues[0]?.message).toBe('Галерея: от 3 до 12 фото');
    }
  });

  it('names the field of a text too long, a blank one and a picture not chosen', () => {
    const long = minimalAbout(1);
    long.founder.name = chars(61);
    expect(firstMessage(aboutDocumentSchema.safeParse(long))).toMatchObject({
      message: 'Имя основателя: не более 60 символов',
      path: ['founder', 'name'],
    });
    const blank = minimalAbout(1);
    blank.gallery.items[1] = { image: { mediaId: 1 }, caption: '  ' };
    expect(firstMessage(aboutDocumentSchema.safeParse(blank))?.message).toBe('Подпись к фото: обязательное поле');
    const noPhoto = minimalAbout(0);
    expect(firstMessage(aboutDocumentSchema.safeParse(noPhoto))?.message).toBe('Фото основателя: выберите фото в медиатеке');
  });

  it('limits the quotes to four and the founder figures to four', () => {
    const quotes = minimalAbout(1);
    quotes.quotes = repeat(5, { text: 'Цитата', author: 'Автор', source: 'Источник' });
    expect(firstMessage(aboutDocumentSchema.safeParse(quotes))?.message).toBe('Цитаты: от 1 до 4 пунктов');
    const stats = minimalAbout(1);
    stats.founder.stats = repeat(5, { value: '1', label: 'год' });
    expect(firstMessage(aboutDocumentSchema.safeParse(stats))?.message).toBe('Цифры основателя: от 1 до 4 пунктов');
  });
});

describe('the direction page limits', () => {
  it('wants exactly four feature cards and three timeline items', () => {
    const features = minimalDirection();
    features.features = features.features.slice(0, 3);
    expect(firstMessage(directionDocumentSchema.safeParse(features))?.message).toBe('Карточки преимуществ: ровно 4 карточки');
    const timeline = minimalDirection();
    timeline.history.timeline = [...timeline.history.timeline, { period: '2000', title: 'Событие', text: 'Текст' }];
    expect(firstMessage(directionDocumentSchema.safeParse(timeline))?.message).toBe('Этапы истории: ровно 3 пункта');
  });

  it('takes three or four techniques', () => {
    const technique = { name: 'Джеб', text: 'Прямой удар' };
    for (const [count, ok] of [
      [2, false],
      [3, true],
      [4, true],
      [5, false],
    ] as const) {
      const document = minimalDirection();
      document.elements.items = repeat(count, technique);
      expect(directionDocumentSchema.safeParse(document).success, `${count} techniques`).toBe(ok);
    }
  });

  it('refuses an icon it cannot draw and a search title too long', () => {
    const icon = minimalDirection();
    (icon.features[0] as { icon: string }).icon = 'rocket';
    expect(firstMessage(directionDocumentSchema.safeParse(icon))?.message).toBe('Значок: выберите один из предложенных');
    const meta = minimalDirection();
    meta.meta.title = chars(71);
    expect(firstMessage(directionDocumentSchema.safeParse(meta))?.message).toBe(
      'Заголовок для поисковиков: не более 70 символов',
    );
  });

  it('takes a library video or none', () => {
    const document = minimalDirection();
    expect(directionDocumentSchema.safeParse({ ...document, video: { mediaId: 4 } }).success).toBe(true);
    expect(firstMessage(directionDocumentSchema.safeParse({ ...document, video: { mediaId: -1 } }))?.message).toBe(
      'Видео баннера: выберите видео в медиатеке',
    );
  });
});

describe('the home page limits', () => {
  it('holds one to four figures and 3 to 12 marquee words', () => {
    const stats = minimalHome();
    stats.hero.stats = repeat(5, { value: '1', label: 'год' });
    expect(firstMessage(homeDocumentSchema.safeParse(stats))?.message).toBe('Цифры баннера: от 1 до 4 пунктов');
    const marquee = minimalHome();
    marquee.marquee = ['Сила', 'Честь'];
    expect(firstMessage(homeDocumentSchema.safeParse(marquee))?.message).toBe('Бегущая строка: от 3 до 12 слов');
    const figure = minimalHome();
    figure.hero.stats = [{ value: '123456789', label: 'учеников' }];
    expect(firstMessage(homeDocumentSchema.safeParse(figure))?.message).toBe('Цифра: не более 8 символов');
  });

  it('checks the buttons’ links', () => {
    const document = minimalHome();
    document.hero.primaryAction.href = 'javascript:alert(1)';
    expect(firstMessage(homeDocumentSchema.safeParse(document))).toMatchObject({
      path: ['hero', 'primaryAction', 'href'],
      message: 'Ссылка кнопки: укажите страницу сайта (например, /schedule) или адрес, начинающийся с https://',
    });
  });
});

describe('links', () => {
  it('take a page of the site, with a query or an anchor, or an https address', () => {
    expect(isPageLink('/schedule')).toBe(true);
    expect(isPageLink('/waiting-list?direction=Boxing')).toBe(true);
    expect(isPageLink('/price#kids')).toBe(true);
    expect(isPageLink('https://vk.com/club')).toBe(true);
  });

  it('refuse other schemes, unknown paths and addresses without a host', () => {
    for (const link of [
      'http://vk.com',
      'javascript:alert(1)',
      '/admin',
      '/no-such-page',
      '//evil.example',
      'https://',
      'https://localhost',
      '/schedule x',
    ]) {
      expect(isPageLink(link), link).toBe(false);
    }
  });
});

describe('the contacts page limits', () => {
  it('holds up to six blocks and twelve questions', () => {
    const blocks = minimalContacts();
    blocks.findUs = repeat(7, { title: 'Вход', text: 'Текст' });
    expect(firstMessage(contactsDocumentSchema.safeParse(blocks))?.message).toBe('Как нас найти: от 1 до 6 карточек');
    const faq = minimalContacts();
    faq.faq = repeat(13, { question: 'Вопрос?', answer: ['Ответ'] });
    expect(firstMessage(contactsDocumentSchema.safeParse(faq))?.message).toBe('Частые вопросы: от 1 до 12 пунктов');
  });
});

describe('the procedures’ inputs', () => {
  it('want a time with its offset and a short summary', () => {
    expect(scheduleInput.safeParse({ key: 'about', baseVersion: 1, at: '2026-12-01T09:00:00+03:00' }).success).toBe(true);
    expect(firstMessage(scheduleInput.safeParse({ key: 'about', baseVersion: 1, at: 'завтра' }))?.message).toBe(
      'Время публикации: укажите дату и время',
    );
    expect(firstMessage(publishInput.safeParse({ key: 'about', baseVersion: 1, summary: chars(201) }))?.message).toBe(
      'Описание изменений: не более 200 символов',
    );
  });
});
