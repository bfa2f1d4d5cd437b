import { describe, expect, it } from 'vitest';
import { isCompletePhone, maskPhone, phoneHref, shownPhone, storedPhone } from './phone';

describe('maskPhone', () => {
  it('masks a full number', () => {
    expect(maskPhone('+79991234567')).toBe('+7 999 123-45-67');
  });

  it('builds the mask progressively while typing', () => {
    const typed = '9991234567';
    const steps: string[] = [];
    let value = '';
    for (const digit of typed) {
      value = maskPhone(value + digit);
      steps.push(value);
    }
    expect(steps).toEqual([
      '+7 9',
      '+7 99',
      '+7 999',
      '+7 999 1',
      '+7 999 12',
      '+7 999 123',
      '+7 999 123-4',
      '+7 999 123-45',
      '+7 999 123-45-6',
      '+7 999 123-45-67',
    ]);
  });

  it('treats a leading 8 or 7 typed first as the country code', () => {
    expect(maskPhone('8')).toBe('+7');
    expect(maskPhone('7')).toBe('+7');
    expect(maskPhone('89991234567')).toBe('+7 999 123-45-67');
    expect(maskPhone('8 (999) 123-45-67')).toBe('+7 999 123-45-67');
  });

  it('keeps an 8 or 7 typed after the +7 prefix as a national digit', () => {
    expect(maskPhone('+7 8')).toBe('+7 8');
    expect(maskPhone('+7 7')).toBe('+7 7');
    expect(maskPhone('+7 812 555-12-34')).toBe('+7 812 555-12-34');
  });

  it('stops at 10 national digits', () => {
    expect(maskPhone('+7 999 123-45-678')).toBe('+7 999 123-45-67');
    expect(maskPhone('999123456789')).toBe('+7 999 123-45-67');
  });

  it('ignores anything but digits', () => {
    expect(maskPhone('9a9b9-1 2')).toBe('+7 999 12');
  });

  it('can be cleared: no digits give an empty value', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('+')).toBe('');
    expect(maskPhone('+7 ')).toBe('+7');
  });

  it('is stable on its own output', () => {
    for (const value of ['+7', '+7 9', '+7 999 1', '+7 999 123-45', '+7 999 123-45-67']) expect(maskPhone(value)).toBe(value);
  });
});

describe('isCompletePhone', () => {
  it('accepts only a fully masked number', () => {
    expect(isCompletePhone('+7 999 123-45-67')).toBe(true);
    expect(isCompletePhone('+7 999 123-45-6')).toBe(false);
    expect(isCompletePhone('+79991234567')).toBe(false);
    expect(isCompletePhone('')).toBe(false);
  });
});

describe('phoneHref', () => {
  it('links a masked number', () => {
    expect(phoneHref('+7 999 123-45-67')).toBe('tel:+79991234567');
  });

  it('turns a leading 8 into +7', () => {
    expect(phoneHref('8 (4012) 12-34-56')).toBe('tel:+74012123456');
  });

  it('adds +7 to ten national digits', () => {
    expect(phoneHref('999 123 45 67')).toBe('tel:+79991234567');
  });

  it('keeps other numbers as digits with their plus', () => {
    expect(phoneHref('+375 29 123-45-67')).toBe('tel:+375291234567');
    expect(phoneHref('112')).toBe('tel:112');
  });

  it('gives an empty string when there are no digits', () => {
    expect(phoneHref('нет')).toBe('');
  });
});

describe('stored phones', () => {
  it('keeps +7 and ten digits from any usual writing, and refuses the rest', () => {
    expect(storedPhone('+7 999 123-45-67')).toBe('+79991234567');
    expect(storedPhone('8 (999) 123-45-67')).toBe('+79991234567');
    expect(storedPhone('89991234567')).toBe('+79991234567');
    expect(storedPhone('+7 999 123-45')).toBeNull();
    expect(storedPhone('')).toBeNull();
    expect(shownPhone('+79991234567')).toBe('+7 999 123-45-67');
  });
});
