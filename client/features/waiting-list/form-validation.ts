import { ADULT_AGE, applicationFieldsSchema, guardianNameSchema } from '#shared/schemas/application';

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
 * Checks the form with the same schema the server uses (shared/schemas/application.ts), one message
 * per field (the first of its issues), plus the consent checkbox.
 */
export function validateWaitingList(
  values: WaitingListValues,
  consentRequired: string,
  guardianRequired = 'Укажите имя и фамилию родителя или законного представителя',
): FieldErrors {
  const errors: FieldErrors = {};
  const result = applicationFieldsSchema.safeParse({
    ...values,
    // An empty age must read as missing, not as 0 (z.coerce would turn '' into 0).
    age: values.age === '' ? undefined : values.age,
    direction: values.direction === '' ? undefined : values.direction,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (needsGuardian(values.age)) {
    const guardian = guardianNameSchema.safeParse(values.guardianName);
    if (values.guardianName.trim() === '') errors.guardianName = guardianRequired;
    else if (!guardian.success) errors.guardianName = guardian.error.issues[0]?.message;
  }
  if (!values.consent) errors.consent = consentRequired;
  return errors;
}
