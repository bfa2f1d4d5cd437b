import { describe, expect, it } from 'vitest';
import { LATIN_NAMES_ALLOWED, latinWords } from './russian-text';

const words = (text: string) => latinWords(text).map((found) => found.word);

describe('latinWords', () => {
  it('finds English words in Russian interface text', () => {
    expect(words('Отправить заявку Submit')).toEqual(['Submit']);
    expect(words('Email: некорректный адрес')).toEqual(['Email']);
    expect(words('Файлы cookie и локальное хранилище')).toEqual(['cookie']);
    expect(latinWords('Read more')).toEqual([
      { word: 'Read', kind: 'latin' },
      { word: 'more', kind: 'latin' },
    ]);
  });

  it('passes Russian text, numbers and punctuation', () => {
    expect(words('Запишитесь на пробное занятие — 1 500 ₽, с 3 лет; «ММА» и каратэ!')).toEqual([]);
    expect(words('')).toEqual([]);
  });

  it('passes the allowed service names in any case, and nothing else of the same family', () => {
    expect(words('Написать в Telegram, WhatsApp или VK; канал на YouTube; ALTCHA (Altcha)')).toEqual([]);
    expect(words('Оплата по QR-коду')).toEqual([]);
    expect(words('Реклама · ООО «Клуб» · erid: 2VtzqwXYZab')).toEqual([]);
    expect(words('MMA и UFC')).toEqual(['MMA', 'UFC']);
  });

  it('does not take Roman numerals, codes with digits or addresses for words', () => {
    expect(words('В начале XX века, в XIX веке')).toEqual([]);
    expect(words('Турнир UFC 1 прошёл в 1993 году')).toEqual(['UFC']);
    expect(words('Сеть 4G, код A1B2')).toEqual([]);
    expect(words('Пишите на info@academy-obninsk.ru или https://t.me/academy_obninsk, vk.com/club и t.me/club')).toEqual([]);
  });

  it('reports a word that mixes alphabets (a Latin letter typed into a Russian word)', () => {
    // «Кикбоксинг» with a Latin K, «пoчта» with a Latin o.
    expect(latinWords('Kикбоксинг')).toEqual([{ word: 'Kикбоксинг', kind: 'mixed' }]);
    expect(latinWords('Электронная пoчта')).toEqual([{ word: 'пoчта', kind: 'mixed' }]);
  });

  it('checks against the list it is given', () => {
    expect(words('Написать в Telegram')).toEqual([]);
    expect(latinWords('Написать в Telegram', []).map((found) => found.word)).toEqual(['Telegram']);
    expect(LATIN_NAMES_ALLOWED).not.toContain('MMA');
  });
});
