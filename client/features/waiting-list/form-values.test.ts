import { describe, expect, it } from 'vitest';
import { applicationInput, EMPTY_VALUES, type WaitingListValues } from './form-values';

const values: WaitingListValues = {
  ...EMPTY_VALUES,
  name: ' Иван ',
  lastname: 'Петров ',
  phone: '+7 999 123-45-67',
  age: '12',
  direction: 'Boxing',
  guardianName: ' Ольга Петрова ',
  consent: true,
};

describe('applicationInput', () => {
  it('sends the trimmed fields, the guardian under 18, the edition shown and the captcha answer', () => {
    expect(applicationInput(values, { consentEdition: 3, recaptchaResponse: 'answer' })).toEqual({
      name: 'Иван',
      lastname: 'Петров',
      phone: '+7 999 123-45-67',
      age: 12,
      direction: 'Boxing',
      guardianName: 'Ольга Петрова',
      consent: true,
      consentEdition: 3,
      marketing: false,
      recaptchaResponse: 'answer',
    });
  });

  it('leaves out a guardian typed for an adult', () => {
    expect(applicationInput({ ...values, age: '18' }, { consentEdition: 1, recaptchaResponse: 'a' })).not.toHaveProperty(
      'guardianName',
    );
  });

  it('books a chosen session, and asks for the waitlist when it is full', () => {
    const open = applicationInput(values, {
      consentEdition: 1,
      recaptchaResponse: 'a',
      session: { id: '7-2026-12-01', seatsLeft: 2 },
    });
    expect(open).toMatchObject({ sessionId: '7-2026-12-01', waitlist: false });
    const full = applicationInput(values, {
      consentEdition: 1,
      recaptchaResponse: 'a',
      session: { id: '7-2026-12-01', seatsLeft: 0 },
    });
    expect(full).toMatchObject({ sessionId: '7-2026-12-01', waitlist: true });
  });
});
