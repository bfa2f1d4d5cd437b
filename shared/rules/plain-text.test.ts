import { describe, expect, it } from 'vitest';
import { hasInvisibleControls, multiLinePlainText, oneLinePlainText } from './plain-text';

describe('plain text', () => {
  it('drops NUL and the other controls, DEL and C1 alike', () => {
    expect(oneLinePlainText('Ив\u0000ан\u0007 \u007fПетров\u0085')).toBe('Иван Петров');
    expect(multiLinePlainText('\u0000строка\u001b')).toBe('строка');
  });

  it('drops direction overrides, isolates and marks, so a name reads as it is stored', () => {
    expect(oneLinePlainText('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(oneLinePlainText('\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061cЗал')).toBe('Зал');
  });

  it('keeps line breaks and tabs in a multi-line text, and makes them spaces in a one-line one', () => {
    expect(multiLinePlainText('Первая\r\nвторая\nтретья\tстолбец')).toBe('Первая\r\nвторая\nтретья\tстолбец');
    expect(oneLinePlainText('Первая\r\nвторая\nтретья\tстолбец')).toBe('Первая вторая третья столбец');
  });

  it('leaves every other character as it is: Cyrillic, emoji with joiners, the no-break and narrow spaces', () => {
    const text = 'Ёжик 👨‍👩‍👧 1\u00a0000\u202f₽ «кавычки» — тире';
    expect(oneLinePlainText(text)).toBe(text);
    expect(hasInvisibleControls(text)).toBe(false);
    expect(hasInvisibleControls('a\u202eb')).toBe(true);
    expect(hasInvisibleControls('a\nb')).toBe(false);
  });
});
