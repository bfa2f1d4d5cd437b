import { ADULT_AGE } from '#shared/constants';

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
