import { type LawSettings, lawSettingsSchema } from '#shared/schemas/law';
import { settingsDocument } from './settings-document';

export const defaultLawSettings: LawSettings = {
  operatorName: '',
  operatorInn: '',
  retentionMonths: 12,
  telegramIncludeContacts: false,
  reminderEveningHour: 19,
  visitChecklist: 'спортивную форму, сменную обувь и бутылку воды',
  metricaCounterId: '',
};

const lawDocument = settingsDocument('law', lawSettingsSchema, defaultLawSettings);

/** The stored settings; fields missing from an older stored version fall back to the defaults. */
export const readLawSettings = lawDocument.read;
export const writeLawSettings = lawDocument.write;
