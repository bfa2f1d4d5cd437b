import { serverMessages } from '#shared/messages/server.ru';
import { trialSettingsSchema } from '#shared/schemas/trial';
import { settingsDocument } from '../settings-document';

/**
 * The trial settings ('what to bring'), a document of their own (key `trials`) edited on the slot
 * screen, so the site-settings form and its fixtures stay as they are.
 */
const trialDocument = settingsDocument('trials', trialSettingsSchema, () => ({
  whatToBring: serverMessages.trials.defaultWhatToBring,
}));

export const readTrialSettings = trialDocument.read;
export const writeTrialSettings = trialDocument.write;
