import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from './phone-input';

describe('maskPhoneInput', () => {
  it('masks typing after the +7 prefix', () => {
    expect(maskPhoneInput('+79')).toBe('+7 9');
    expect(maskPhoneInput('+7 999 123-45-6')).toBe('+7 999 123-45-6');
    expect(maskPhoneInput('+7 999 123-45-677')).toBe('+7 999 123-45-67');
  });

  it('takes a whole number pasted after the prefix on its own', () => {
    expect(maskPhoneInput('+7+7 999 123-45-67')).toBe('+7 999 123-45-67');
    expect(maskPhoneInput('+789991234567')).toBe('+7 999 123-45-67');
    expect(maskPhoneInput('+79991234567')).toBe('+7 999 123-45-67');
  });

  it('masks a value typed or pasted into an empty field', () => {
    expect(maskPhoneInput('8 (912) 345 67 89')).toBe('+7 912 345-67-89');
    expect(maskPhoneInput('')).toBe('');
  });
});
