import { describe, expect, it } from 'vitest';
import { adLabelLine, INN_PATTERN, isPlausibleErid, resolveAdvertiser, withErid } from './ad-marking';

const words = { advert: 'Реклама', inn: 'ИНН' };
const operator = { name: 'ИП Иванов Иван Иванович', inn: '771234567890' };

describe('isPlausibleErid', () => {
  it.each(['2VtzqwHGbJ1', 'Kra23f4Dh', 'LjN8KUFjS', 'abc123', 'A'.repeat(40), 'a1'.repeat(50)])('accepts %s', (token) => {
    expect(isPlausibleErid(token)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['five characters', 'Kra23'],
    ['a space', 'Kra23 f4Dh'],
    ['Cyrillic', 'Кра23f4Dh'],
    ['a pasted link', 'https://example.org/?erid=Kra23f4Dh'],
    ['punctuation', 'Kra23-f4Dh'],
    ['over 100 characters', 'a'.repeat(101)],
  ])('refuses %s', (_case, token) => {
    expect(isPlausibleErid(token)).toBe(false);
  });
});

describe('INN_PATTERN', () => {
  it('takes 10 or 12 digits only', () => {
    expect(INN_PATTERN.test('7701234567')).toBe(true);
    expect(INN_PATTERN.test('771234567890')).toBe(true);
    expect(INN_PATTERN.test('77012345678')).toBe(false);
    expect(INN_PATTERN.test('770123456a')).toBe(false);
  });
});

describe('resolveAdvertiser', () => {
  it('falls back to the operator, name and INN together', () => {
    expect(resolveAdvertiser({ name: '  ', inn: '7701234567' }, operator)).toEqual(operator);
  });

  it('keeps a typed advertiser with its own INN, never the operator’s', () => {
    expect(resolveAdvertiser({ name: 'ООО «Турнир»', inn: '' }, operator)).toEqual({ name: 'ООО «Турнир»', inn: '' });
  });
});

describe('adLabelLine', () => {
  it('reads Реклама · advertiser, ИНН · erid', () => {
    expect(adLabelLine({ advertiser: operator, erid: 'Kra23f4Dh' }, words)).toBe(
      'Реклама · ИП Иванов Иван Иванович, ИНН 771234567890 · erid: Kra23f4Dh',
    );
  });

  it('leaves out what is not known, never the word Реклама', () => {
    expect(adLabelLine({ advertiser: { name: 'Клуб', inn: '' }, erid: '' }, words)).toBe('Реклама · Клуб');
    expect(adLabelLine({ advertiser: { name: '', inn: '' }, erid: ' 2VtzqwHGbJ1 ' }, words)).toBe('Реклама · erid: 2VtzqwHGbJ1');
    expect(adLabelLine({ advertiser: { name: '', inn: '' }, erid: '' }, words)).toBe('Реклама');
  });
});

describe('withErid', () => {
  it('adds the token as the only parameter', () => {
    expect(withErid('https://tickets.example.org/event', 'Kra23f4Dh')).toBe('https://tickets.example.org/event?erid=Kra23f4Dh');
  });

  it('appends after the parameters already there, keeping them as written', () => {
    expect(withErid('https://t.example.org/e?id=5&q=a+b,c', 'Kra23f4Dh')).toBe(
      'https://t.example.org/e?id=5&q=a+b,c&erid=Kra23f4Dh',
    );
  });

  it('replaces an earlier erid and keeps the fragment last', () => {
    expect(withErid('https://t.example.org/e?erid=old&id=5#buy', 'Kra23f4Dh')).toBe(
      'https://t.example.org/e?id=5&erid=Kra23f4Dh#buy',
    );
  });

  it('handles a dangling question mark', () => {
    expect(withErid('https://t.example.org/e?', 'Kra23f4Dh')).toBe('https://t.example.org/e?erid=Kra23f4Dh');
  });

  it('leaves the link alone without a token or without a link', () => {
    expect(withErid('https://t.example.org/e?id=5', '')).toBe('https://t.example.org/e?id=5');
    expect(withErid('', 'Kra23f4Dh')).toBe('');
    expect(withErid('not a link', 'Kra23f4Dh')).toBe('not a link');
  });
});
