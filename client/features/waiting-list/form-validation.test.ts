import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, validateWaitingList } from './form-validation';

const CONSENT = 'Нужно согласие';
const valid = {
  name: 'Анна-Мария',
  lastname: 'Smith',
  phone: '+7 999 123-45-67',
  age: '12',
  direction: 'Boxing',
  guardianName: 'Ольга Смит',
  consent: true,
  marketing: false,
};

describe('validateWaitingList', () => {
  it('accepts a complete form', () => {
    expect(validateWaitingList(valid, CONSENT)).toEqual({});
  });

  it('names every empty field, the consent included', () => {
    const errors = validateWaitingList(EMPTY_VALUES, CONSENT);
    expect(Object.keys(errors).sort()).toEqual(['age', 'consent', 'direction', 'lastname', 'name', 'phone']);
    expect(errors.consent).toBe(CONSENT);
    expect(errors.name).toBe('Имя: обязательное поле');
  });

  it('takes age 3 and 60 and rejects 2 and 61 with the spec message', () => {
    expect(validateWaitingList({ ...valid, age: '3' }, CONSENT).age).toBeUndefined();
    expect(validateWaitingList({ ...valid, age: '60' }, CONSENT).age).toBeUndefined();
    expect(validateWaitingList({ ...valid, age: '2' }, CONSENT).age).toBe('Возраст должен быть числом от 3 до 60');
    expect(validateWaitingList({ ...valid, age: '61' }, CONSENT).age).toBe('Возраст должен быть числом от 3 до 60');
    expect(validateWaitingList({ ...valid, age: '' }, CONSENT).age).toBe('Возраст должен быть числом от 3 до 60');
  });

  it('wants the whole phone mask', () => {
    expect(validateWaitingList({ ...valid, phone: '+7 999 123-45' }, CONSENT).phone).toMatch(/^Телефон: /);
  });

  it('rejects a direction outside the seven', () => {
    expect(validateWaitingList({ ...valid, direction: 'Sumo' }, CONSENT).direction).toBe('Направление: выберите из списка');
  });

  it('asks for the guardian at age 10 and not at 25; a name must be a first and last name', () => {
    expect(validateWaitingList({ ...valid, age: '10', guardianName: '' }, CONSENT, 'Нужен представитель').guardianName).toBe(
      'Нужен представитель',
    );
    expect(validateWaitingList({ ...valid, age: '10', guardianName: 'Ольга' }, CONSENT).guardianName).toMatch(
      /^Имя представителя/,
    );
    expect(validateWaitingList({ ...valid, age: '17' }, CONSENT)).toEqual({});
    expect(validateWaitingList({ ...valid, age: '25', guardianName: '' }, CONSENT)).toEqual({});
    expect(validateWaitingList({ ...valid, age: '18', guardianName: '' }, CONSENT)).toEqual({});
  });

  it('never requires the marketing consent', () => {
    expect(validateWaitingList({ ...valid, marketing: false }, CONSENT)).toEqual({});
  });
});
