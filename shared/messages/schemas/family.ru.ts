/** The messages of the family login's and family page's input schemas (shared/schemas/family.ts). */
export const familySchemaMessages = {
  phone: 'Введите номер в формате +7 999 999-99-99',
  code: 'Введите 6 цифр кода',
  memberId: 'Не найдено',
  sessionId: 'Не найдено',
  smsDailyCap: 'Лимит SMS в сутки: целое число от 0 до 10000',
} as const;
