import { describe, expect, it } from 'vitest';
import { filterAgeInput, filterNameInput, isValidAge, publicStudentName } from './names';

describe('filterNameInput', () => {
  it('keeps Cyrillic letters including Ё/ё and Latin letters', () => {
    expect(filterNameInput('Алёна')).toBe('Алёна');
    expect(filterNameInput('ЁЖИК')).toBe('ЁЖИК');
    expect(filterNameInput('John')).toBe('John');
  });

  it('drops digits, punctuation and other scripts', () => {
    expect(filterNameInput('Иван1!_@')).toBe('Иван');
    expect(filterNameInput("O'Brien")).toBe('OBrien');
    expect(filterNameInput('Ірина😀')).toBe('рина');
  });

  it('keeps one inner hyphen or space for double names', () => {
    expect(filterNameInput('Анна-Мария')).toBe('Анна-Мария');
    expect(filterNameInput('Анна Мария')).toBe('Анна Мария');
  });

  it('collapses a run of separators to the first one and drops leading ones', () => {
    expect(filterNameInput('Анна -- Мария')).toBe('Анна Мария');
    expect(filterNameInput(' -Анна')).toBe('Анна');
  });

  it('lets a separator end the value so the next part can be typed', () => {
    expect(filterNameInput('Анна-')).toBe('Анна-');
  });

  it('cuts at 30 characters', () => {
    expect(filterNameInput('а'.repeat(31))).toBe('а'.repeat(30));
    expect(filterNameInput('а'.repeat(30))).toHaveLength(30);
  });

  it('counts only kept characters toward the limit', () => {
    expect(filterNameInput(`${'1'.repeat(10)}${'б'.repeat(30)}`)).toBe('б'.repeat(30));
  });
});

describe('filterAgeInput', () => {
  it('keeps digits only, at most two', () => {
    expect(filterAgeInput('12')).toBe('12');
    expect(filterAgeInput('123')).toBe('12');
    expect(filterAgeInput('1a')).toBe('1');
    expect(filterAgeInput('-5')).toBe('5');
    expect(filterAgeInput('')).toBe('');
  });
});

describe('isValidAge', () => {
  it('rejects 2 and 61, accepts 3 and 60', () => {
    expect(isValidAge(2)).toBe(false);
    expect(isValidAge(3)).toBe(true);
    expect(isValidAge(60)).toBe(true);
    expect(isValidAge(61)).toBe(false);
  });

  it('rejects fractions and non-numbers', () => {
    expect(isValidAge(10.5)).toBe(false);
    expect(isValidAge(Number.NaN)).toBe(false);
  });

  it('accepts digit strings and rejects other strings', () => {
    expect(isValidAge('3')).toBe(true);
    expect(isValidAge(' 60 ')).toBe(true);
    expect(isValidAge('2')).toBe(false);
    expect(isValidAge('')).toBe(false);
    expect(isValidAge('1e1')).toBe(false);
    expect(isValidAge('-5')).toBe(false);
  });
});

describe('publicStudentName', () => {
  it('shows first name and surname initial for "Фамилия Имя"', () => {
    expect(publicStudentName('Иванов Пётр', false)).toBe('Пётр И.');
  });

  it('drops the patronymic of "Фамилия Имя Отчество"', () => {
    expect(publicStudentName('Сидорова Анна Петровна', false)).toBe('Анна С.');
  });

  it('shows a single word as it is', () => {
    expect(publicStudentName('Тимур', false)).toBe('Тимур');
  });

  it('tidies spaces and handles an empty name', () => {
    expect(publicStudentName('  Иванов   Пётр ', false)).toBe('Пётр И.');
    expect(publicStudentName('   ', false)).toBe('');
  });

  it('uses the first letter of a hyphenated or lower-case surname', () => {
    expect(publicStudentName('петрова-водкина Мария', false)).toBe('Мария П.');
  });

  it('shows the full name when asked', () => {
    expect(publicStudentName('Сидорова  Анна Петровна', true)).toBe('Сидорова Анна Петровна');
  });
});
