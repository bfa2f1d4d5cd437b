import { maxChars, requiredField } from './common.ru';

/** The journal's groups (shared/schemas/group.ts). */
export const groupSchemaMessages = {
  nameRequired: requiredField('Название группы'),
  nameTooLong: maxChars('Название группы', 100),
} as const;
