import { ADULT_AGE } from '#shared/constants';
import type { Direction, SubmitApplicationInput } from '#shared/schemas/application';

export interface WaitingListValues {
  name: string;
  lastname: string;
  phone: string;
  age: string;
  direction: string;
  /** Asked only when the age is under 18. */
  guardianName: string;
  consent: boolean;
  marketing: boolean;
}

export type FieldName = keyof WaitingListValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: WaitingListValues = {
  name: '',
  lastname: '',
  phone: '',
  age: '',
  direction: '',
  guardianName: '',
  consent: false,
  marketing: false,
};

/** A typed age under 18: the form asks for the parent or guardian who gives the consent. */
export const needsGuardian = (age: string): boolean => age.trim() !== '' && Number(age) < ADULT_AGE;

/** The order errors are announced and focused in: the order of the fields on the page. */
export const FIELD_ORDER: readonly FieldName[] = ['name', 'lastname', 'phone', 'age', 'direction', 'guardianName', 'consent'];

/**
 * What the form sends (`applications.submit`): the trimmed fields, the guardian only under 18,
 * the consent edition shown, and a chosen session, booked in the same request (a full one means
 * the waitlist).
 */
export function applicationInput(
  values: WaitingListValues,
  extra: { consentEdition: number; recaptchaResponse: string; session?: { id: string; seatsLeft: number } },
): SubmitApplicationInput {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    phone: values.phone,
    age: Number(values.age),
    direction: values.direction as Direction,
    ...(needsGuardian(values.age) ? { guardianName: values.guardianName.trim() } : {}),
    consent: true,
    consentEdition: extra.consentEdition,
    marketing: values.marketing,
    recaptchaResponse: extra.recaptchaResponse,
    ...(extra.session ? { sessionId: extra.session.id, waitlist: extra.session.seatsLeft === 0 } : {}),
  };
}
