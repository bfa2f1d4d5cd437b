import { z } from 'zod';
import { lawSchemaMessages as copy } from '../messages/schemas/law.ru';
import { multiLineText, oneLineText } from './common';

/**
 * Settings of personal-data handling, reminders and analytics, kept under their own key apart from
 * the contact settings so that the two forms evolve independently.
 */
export const lawSettingsSchema = z.object({
  /** The operator as it must be named in the consent: legal form and name, e.g. 'ИП Иванов Иван Иванович'. */
  operatorName: oneLineText().trim().max(200, copy.operatorTooLong),
  operatorInn: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^(\d{10}|\d{12})$/, copy.inn),
  ]),
  /** Applications that never became members are deleted after this many months. */
  retentionMonths: z
    .number({ error: copy.retentionMonths })
    .int(copy.retentionMonths)
    .min(1, copy.retentionMonths)
    .max(36, copy.retentionMonths),
  /** The club chat's new-application message carries the name and phone only when this is on. */
  telegramIncludeContacts: z.boolean(),
  /** Club-time hour of the reminder on the evening before a visit. */
  reminderEveningHour: z
    .number({ error: copy.reminderHour })
    .int(copy.reminderHour)
    .min(12, copy.reminderHour)
    .max(23, copy.reminderHour),
  /** What a visitor should bring, said in every reminder. */
  visitChecklist: multiLineText().trim().max(300, copy.checklistTooLong),
  /** A Yandex Metrica counter id; empty means no analytics and no banner. */
  metricaCounterId: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{4,12}$/, copy.metricaCounter),
  ]),
});
export type LawSettings = z.infer<typeof lawSettingsSchema>;

export const createConsentEditionInput = z.object({
  body: multiLineText({ error: copy.consentTextRequired })
    .trim()
    .min(200, copy.consentTextTooShort)
    .max(20000, copy.consentTextTooLong),
});

export const applicationIdInput = z.object({ id: z.number().int().positive() });

/** The consent edition as the public page shows it: text already filled with the operator's details. */
export interface ConsentDocument {
  edition: number;
  /** Unix seconds. */
  effectiveAt: number;
  text: string;
}
