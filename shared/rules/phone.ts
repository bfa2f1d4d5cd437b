import { WAITING_LIST_LIMITS } from '../constants';

/** A phone as the mask +7 999 999-99-99 writes it. */
export const PHONE_RE = /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/;

/**
 * The national digits (after +7) in what the user typed or pasted. A value starting with '+' carries
 * its country code after the plus; otherwise a leading 8 or 7 is taken as the country code.
 */
function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const startsWithPlus = input.trimStart().startsWith('+');
  const hasCountryCode = startsWithPlus ? digits.startsWith('7') : /^[78]/.test(digits);
  return (hasCountryCode ? digits.slice(1) : digits).slice(0, WAITING_LIST_LIMITS.phoneNationalDigits);
}

/**
 * Applies the mask +7 999 999-99-99 as far as the digits go, on every keystroke. No digits give ''
 * (so the field can be cleared); only a country code gives '+7'.
 */
export function maskPhone(input: string): string {
  if (!/\d/.test(input)) return '';
  const national = nationalDigits(input);
  let masked = '+7';
  if (national.length > 0) masked += ` ${national.slice(0, 3)}`;
  if (national.length > 3) masked += ` ${national.slice(3, 6)}`;
  if (national.length > 6) masked += `-${national.slice(6, 8)}`;
  if (national.length > 8) masked += `-${national.slice(8, 10)}`;
  return masked;
}

export function isCompletePhone(value: string): boolean {
  return PHONE_RE.test(value);
}

/**
 * A tel: link for a Russian number written any usual way ('+7 999 …', '8 (999) …', '999 …').
 * Other numbers keep their digits (and their plus). '' when there are no digits at all.
 */
export function phoneHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.length === 11 && /^[78]/.test(digits)) return `tel:+7${digits.slice(1)}`;
  if (digits.length === 10 && !value.trimStart().startsWith('+')) return `tel:+7${digits}`;
  return `tel:${value.trimStart().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The stored form of a Russian mobile or city number, '+7XXXXXXXXXX' (member_phones, the family
 * login), from anything the mask or a person wrote; null when it is not ten national digits.
 */
export function storedPhone(value: string): string | null {
  const masked = maskPhone(value);
  if (!isCompletePhone(masked)) return null;
  return `+7${masked.replace(/\D/g, '').slice(1)}`;
}

/** '+79991234567' → '+7 999 123-45-67', the mask's way of showing a stored phone. */
export function shownPhone(stored: string): string {
  return maskPhone(stored);
}
