import { guardianRequiredMessage } from '#shared/content/law.ru';
import { applicationFieldsSchema, guardianNameSchema } from '#shared/schemas/application';
import { numberFromText } from '#shared/schemas/common';
import { messagePerField } from '#shared/schemas/field-messages';
import { type FieldErrors, needsGuardian, type WaitingListValues } from './form-values';

// The form loads this module (and Zod with it) on its first focus, not with the page: the values and
// field order it needs before that are in form-values.ts.
export { EMPTY_VALUES, type FieldErrors, type FieldName, type WaitingListValues } from './form-values';

/**
 * Checks the form with the same schema the server uses (shared/schemas/application.ts), one message
 * per field (the first of its issues), plus the consent checkbox.
 */
export function validateWaitingList(
  values: WaitingListValues,
  consentRequired: string,
  guardianRequired = guardianRequiredMessage,
): FieldErrors {
  const result = applicationFieldsSchema.safeParse({
    ...values,
    // The input holds text; an empty age reads as missing, not as 0.
    age: values.age.trim() === '' ? undefined : numberFromText(values.age),
    direction: values.direction === '' ? undefined : values.direction,
  });
  // The schema's fields are the form's own (name, lastname, phone, age, direction).
  const errors: FieldErrors = result.success ? {} : (messagePerField(result.error.issues) as FieldErrors);
  if (needsGuardian(values.age)) {
    const guardian = guardianNameSchema.safeParse(values.guardianName);
    if (values.guardianName.trim() === '') errors.guardianName = guardianRequired;
    else if (!guardian.success) errors.guardianName = guardian.error.issues[0]?.message;
  }
  if (!values.consent) errors.consent = consentRequired;
  return errors;
}
