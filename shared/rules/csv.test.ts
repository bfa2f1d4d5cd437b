import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and separates fields with ; and rows with CRLF', () => {
    expect(
      toCsv([
        ['Имя', 'Возраст'],
        ['Анна', '12'],
      ]),
    ).toBe('\uFEFFИмя;Возраст\r\nАнна;12');
  });

  it('gives only the BOM for no rows and empty fields for empty cells', () => {
    expect(toCsv([])).toBe('\uFEFF');
    expect(toCsv([['', 'a', '']])).toBe('\uFEFF;a;');
  });

  it('quotes fields holding ; " CR or LF and doubles inner quotes', () => {
    expect(toCsv([['a;b', 'say "hi"', 'line1\nline2', 'x\ry']])).toBe('\uFEFF"a;b";"say ""hi""";"line1\nline2";"x\ry"');
  });

  it('leaves commas and plain text unquoted', () => {
    expect(toCsv([['Иванов, Пётр']])).toBe('\uFEFFИванов, Пётр');
  });

  it('neutralises formula injection with a leading apostrophe', () => {
    expect(toCsv([['=HYPERLINK("http://evil")', '+7 999 123-45-67', '-1+2', '@SUM(A1)', '\tcmd']])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://evil"")";\'+7 999 123-45-67;\'-1+2;\'@SUM(A1);\'\tcmd',
    );
  });

  it('quotes a neutralised field that starts with CR', () => {
    expect(toCsv([['\r=1']])).toBe('\uFEFF"\'\r=1"');
  });

  it('writes numbers as numbers with a decimal comma, negative ones included', () => {
    expect(toCsv([[1500, -5, 2.5]])).toBe('\uFEFF1500;-5;2,5');
  });

  it('does not touch = or - inside a field', () => {
    expect(toCsv([['a=b', 'Анна-Мария']])).toBe('\uFEFFa=b;Анна-Мария');
  });
});
