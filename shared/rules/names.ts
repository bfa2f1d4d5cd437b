import { WAITING_LIST_LIMITS } from '../constants';

const LETTER_RE = /[A-Za-zА-Яа-яЁё]/;
const SEPARATOR_RE = /[ -]/;

/**
 * What a name field keeps while the user types: Cyrillic (with Ё/ё) and Latin letters, and
 * one space or hyphen between letters for double names ('Анна-Мария'). Everything else is dropped;
 * a run of separators keeps its first one; a separator may end the value so typing can continue
 * (the schema rejects a trailing hyphen on submit). At most 30 characters.
 */
export function filterNameInput(value: string): string {
  let result = '';
  for (const char of value) {
    if (LETTER_RE.test(char)) result += char;
    else if (SEPARATOR_RE.test(char) && LETTER_RE.test(result.charAt(result.length - 1))) result += char;
  }
  return result.slice(0, WAITING_LIST_LIMITS.nameMaxLength);
}

/** An age field keeps digits only, at most 2. */
export function filterAgeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, WAITING_LIST_LIMITS.ageInputLength);
}

/** A whole number from 3 to 60; a string must be plain digits. */
export function isValidAge(value: number | string): boolean {
  const age = typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN) : value;
  return Number.isInteger(age) && age >= WAITING_LIST_LIMITS.minAge && age <= WAITING_LIST_LIMITS.maxAge;
}

/**
 * How the public journal shows a student. Names are stored in the Russian order 'Фамилия Имя
 * [Отчество]', so the public form is 'Имя Ф.' (first name, surname initial); the patronymic is never
 * shown. A single word is shown as it is. With `showFull` the whole name is shown, spaces tidied.
 */
export function publicStudentName(fullName: string, showFull: boolean): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (showFull || words.length < 2) return words.join(' ');
  const [surname = '', firstName = ''] = words;
  const initial = String.fromCodePoint(surname.codePointAt(0) ?? 0).toLocaleUpperCase('ru-RU');
  return `${firstName} ${initial}.`;
}
