import { z } from 'zod';

/**
 * Settings of personal-data handling, reminders and analytics, kept under their own key apart from
 * the contact settings so that the two forms evolve independently.
 */
export const lawSettingsSchema = z.object({
  /** The operator as it must be named in the consent: legal form and name, e.g. 'ИП Иванов Иван Иванович'. */
  operatorName: z.string().trim().max(200, 'Оператор: не более 200 символов'),
  operatorInn: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^(\d{10}|\d{12})$/, 'ИНН: 10 или 12 цифр'),
  ]),
  /** Applications that never became members are deleted after this many months. */
  retentionMonths: z
    .number({ error: 'Срок хранения: число месяцев от 1 до 36' })
    .int('Срок хранения: число месяцев от 1 до 36')
    .min(1, 'Срок хранения: число месяцев от 1 до 36')
    .max(36, 'Срок хранения: число месяцев от 1 до 36'),
  /** The club chat's new-application message carries the name and phone only when this is on. */
  telegramIncludeContacts: z.boolean(),
  /** Club-time hour of the reminder on the evening before a visit. */
  reminderEveningHour: z
    .number({ error: 'Час вечернего напоминания: от 12 до 23' })
    .int('Час вечернего напоминания: от 12 до 23')
    .min(12, 'Час вечернего напоминания: от 12 до 23')
    .max(23, 'Час вечернего напоминания: от 12 до 23'),
  /** What a visitor should bring, said in every reminder. */
  visitChecklist: z.string().trim().max(300, 'Что взять с собой: не более 300 символов'),
  /** A Yandex Metrica counter id; empty means no analytics and no banner. */
  metricaCounterId: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{4,12}$/, 'Номер счётчика Метрики: только цифры'),
  ]),
});
export type LawSettings = z.infer<typeof lawSettingsSchema>;

export const createConsentEditionInput = z.object({
  body: z
    .string({ error: 'Текст согласия: обязательное поле' })
    .trim()
    .min(200, 'Текст согласия: не короче 200 символов')
    .max(20000, 'Текст согласия: не более 20000 символов'),
});

export const applicationIdInput = z.object({ id: z.number().int().positive() });

/** The consent edition as the public page shows it: text already filled with the operator's details. */
export interface ConsentDocument {
  edition: number;
  /** Unix seconds. */
  effectiveAt: number;
  text: string;
}
