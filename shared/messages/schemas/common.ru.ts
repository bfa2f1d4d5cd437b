/**
 * The sentences of the input schemas (shared/schemas/*): what a form shows under a field and what the
 * API answers with a 400. Each schema file reads its own catalogue here (`<schema>.ru.ts`), so a page
 * that loads one schema downloads only that schema's sentences; this one holds what they all share.
 */

/** `Имя: обязательное поле`: the one wording of a required field. */
export const requiredField = (label: string) => `${label}: обязательное поле`;
/** `Имя: не более 100 символов`. */
export const maxChars = (label: string, max: number) => `${label}: не более ${max} символов`;

export const commonSchemaMessages = {
  /**
   * Zod's fallback for an issue a schema gives no message of its own (a wrong type, a record key, an
   * unexpected size): the API never answers in English.
   */
  fallback: {
    typeNames: {
      object: 'объект',
      array: 'список',
      string: 'текст',
      number: 'число',
      int: 'целое число',
      boolean: 'true или false',
      record: 'объект',
      date: 'дата',
      file: 'файл',
    } as Record<string, string>,
    expected: (type: string) => `ожидается ${type}`,
    badKey: 'недопустимый ключ',
    maxItems: (max: number | bigint) => `не более ${max} элементов`,
    maxChars: (max: number | bigint) => `не более ${max} символов`,
    maxValue: (max: number | bigint) => `не больше ${max}`,
    minItems: (min: number | bigint) => `не менее ${min} элементов`,
    minChars: (min: number | bigint) => `не менее ${min} символов`,
    minValue: (min: number | bigint) => `не меньше ${min}`,
    unknownKeys: (keys: string[]) => `лишние поля ${keys.join(', ')}`,
    badFormat: 'неверный формат',
    badValue: 'некорректное значение',
  },
  idMissing: 'Не указан идентификатор',
  idTooLong: 'Слишком длинный идентификатор',
  linkTooLong: 'Слишком длинная ссылка',
  linkNotHttp: 'Ссылка должна начинаться с http:// или https://',
  imageUrlInvalid: 'Некорректный адрес изображения',
} as const;
