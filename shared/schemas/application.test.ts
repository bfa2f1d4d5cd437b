import { describe, expect, it } from 'vitest';
import { applicationFieldsSchema, submitApplicationInput, submitApplicationLegacyInput } from './application';
import { numberFromText } from './common';

const valid = { name: 'Анна', lastname: 'Иванова', phone: '+7 999 123-45-67', age: 12, direction: 'Mma' };

function errorsFor(input: Record<string, unknown>): string[] {
  const result = applicationFieldsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('applicationFieldsSchema', () => {
  it('accepts a complete application', () => {
    expect(errorsFor(valid)).toEqual([]);
  });

  it('rejects ages 2 and 61 and accepts 3 and 60, with the spec message', () => {
    expect(errorsFor({ ...valid, age: 2 })).toEqual(['Возраст должен быть числом от 3 до 60']);
    expect(errorsFor({ ...valid, age: 3 })).toEqual([]);
    expect(errorsFor({ ...valid, age: 60 })).toEqual([]);
    expect(errorsFor({ ...valid, age: 61 })).toEqual(['Возраст должен быть числом от 3 до 60']);
  });

  it('takes the age as a number (the form reads its text: numberFromText) and rejects text, fractions, true and [n]', () => {
    expect(applicationFieldsSchema.parse({ ...valid, age: 15 }).age).toBe(15);
    expect(applicationFieldsSchema.parse({ ...valid, age: numberFromText(' 15 ') }).age).toBe(15);
    expect(errorsFor({ ...valid, age: '15' })).toEqual(['Возраст должен быть числом от 3 до 60']);
    expect(errorsFor({ ...valid, age: true })).toEqual(['Возраст должен быть числом от 3 до 60']);
    expect(errorsFor({ ...valid, age: [15] })).toEqual(['Возраст должен быть числом от 3 до 60']);
    expect(errorsFor({ ...valid, age: 10.5 })).toEqual(['Возраст должен быть числом от 3 до 60']);
    expect(errorsFor({ ...valid, age: 'десять' })).toEqual(['Возраст должен быть числом от 3 до 60']);
  });

  it('requires the masked phone format', () => {
    expect(errorsFor({ ...valid, phone: '+79991234567' })).toEqual(['Телефон: введите номер в формате +7 999 999-99-99']);
    expect(errorsFor({ ...valid, phone: '+7 999 123-45-6' })).toHaveLength(1);
  });

  it('accepts Cyrillic, Latin, Ё and double names up to 30 letters', () => {
    expect(errorsFor({ ...valid, name: 'Алёна', lastname: 'Smith' })).toEqual([]);
    expect(errorsFor({ ...valid, name: 'Анна-Мария' })).toEqual([]);
    expect(errorsFor({ ...valid, name: 'а'.repeat(30) })).toEqual([]);
  });

  it('rejects names with digits, empty names and names over 30 characters', () => {
    expect(errorsFor({ ...valid, name: 'Анна1' })).toEqual(['Имя: только русские или латинские буквы']);
    expect(errorsFor({ ...valid, lastname: '   ' })).toEqual(['Фамилия: обязательное поле']);
    expect(errorsFor({ ...valid, name: 'а'.repeat(31) })).toEqual(['Имя: не более 30 символов']);
    expect(errorsFor({ ...valid, name: 'Анна-' })).toEqual(['Имя: только русские или латинские буквы']);
  });

  it('accepts only the seven legacy direction values', () => {
    expect(errorsFor({ ...valid, direction: "Women's self-defense" })).toEqual([]);
    expect(errorsFor({ ...valid, direction: 'ММА' })).toEqual(['Направление: выберите из списка']);
  });

  it('names every missing field', () => {
    expect(errorsFor({})).toHaveLength(5);
  });
});

describe('submitApplicationInput', () => {
  const guardianName = 'Ольга Иванова';

  it('requires the captcha answer and consent', () => {
    expect(submitApplicationInput.safeParse({ ...valid, guardianName, recaptchaResponse: 'x', consent: true }).success).toBe(
      true,
    );
    const withoutConsent = submitApplicationInput.safeParse({ ...valid, guardianName, recaptchaResponse: 'x' });
    expect(withoutConsent.error?.issues.map((issue) => issue.message)).toEqual([
      'Необходимо согласие на обработку персональных данных',
    ]);
    const withoutCaptcha = submitApplicationInput.safeParse({ ...valid, guardianName, recaptchaResponse: '', consent: true });
    expect(withoutCaptcha.error?.issues.map((issue) => issue.message)).toEqual(['Пожалуйста, подтвердите, что вы не робот.']);
  });

  it('asks the guardian for a participant of 10 and not for one of 25', () => {
    const child = { ...valid, age: 10, recaptchaResponse: 'x', consent: true };
    expect(submitApplicationInput.safeParse(child).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['guardianName', 'Укажите имя и фамилию родителя или законного представителя'],
    ]);
    expect(submitApplicationInput.safeParse({ ...child, guardianName }).success).toBe(true);
    expect(submitApplicationInput.safeParse({ ...child, guardianName: 'Ольга' }).success).toBe(false);
    expect(submitApplicationInput.safeParse({ ...child, age: 25 }).success).toBe(true);
  });
});

describe('submitApplicationLegacyInput', () => {
  const child = { ...valid, age: 12, recaptchaResponse: 'x' };

  it('asks the guardian for a participant under 18 too: consent optional, the guardian not', () => {
    expect(
      submitApplicationLegacyInput.safeParse(child).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['guardianName', 'Укажите имя и фамилию родителя или законного представителя']]);
    expect(submitApplicationLegacyInput.safeParse({ ...child, guardianName: 'Ольга Иванова' }).success).toBe(true);
    expect(submitApplicationLegacyInput.safeParse({ ...child, age: 18 }).success).toBe(true);
  });

  it('takes the age as the legacy form sent it, text or number, and nothing else', () => {
    const adult = { ...child, guardianName: undefined };
    expect(submitApplicationLegacyInput.parse({ ...adult, age: '19' }).age).toBe(19);
    for (const age of [true, [19], '19.5', 'девятнадцать']) {
      expect(submitApplicationLegacyInput.safeParse({ ...adult, age }).error?.issues.map((issue) => issue.message)).toEqual([
        'Возраст должен быть числом от 3 до 60',
      ]);
    }
  });

  it('refuses an impossible age as an age, not as a missing guardian', () => {
    expect(submitApplicationLegacyInput.safeParse({ ...child, age: 2 }).error?.issues.map((issue) => issue.message)).toEqual([
      'Возраст должен быть числом от 3 до 60',
    ]);
  });
});
