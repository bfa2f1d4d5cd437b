import { applicationFieldsSchema } from '../../../shared/schemas/application';

export interface WaitingListValues {
  name: string;
  lastname: string;
  phone: string;
  age: string;
  direction: string;
  consent: boolean;
}

export type FieldName = keyof WaitingListValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: WaitingListValues = { name: '', lastname: '', phone: '', age: '', direction: '', consent: false };

/** The order errors are announced and focused in: the order of the fields on the page. */
export const FIELD_ORDER: readonly FieldName[] = ['name', 'lastname', 'phone', 'age', 'direction', 'consent'];

/**
 * Checks the form with the same schema the server uses (shared/schemas/application.ts), one message
 * per field (the first of its issues), plus the consent checkbox.
 */
export function validateWaitingList(values: WaitingListValues, consentRequired: string): FieldErrors {
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
  if (!values.consent) errors.consent = consentRequired;
  return errors;
}
