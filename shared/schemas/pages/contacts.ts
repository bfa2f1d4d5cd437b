import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { list, text } from './fields';

/**
 * The contacts page's own words. The phone, address, hours and map come from the site settings at
 * render time, so these texts say 'выше' and 'на карте' rather than repeating them.
 */
export const contactsDocumentSchema = z.object({
  intro: z.object({ title: text('introTitle', 80), lead: text('introLead', 400) }),
  /** A 2-column grid on a desktop: 1–6 blocks. */
  findUs: list('findUs', z.object({ title: text('blockTitle', 40), text: text('blockText', 600) }), 1, 6, copy.units.cards),
  firstTraining: z.object({
    lead: text('firstTrainingLead', 300),
    items: list('firstTrainingItems', text('listItem', 240), 1, 10),
    note: text('firstTrainingNote', 300),
  }),
  faq: list(
    'faq',
    z.object({ question: text('question', 120), answer: list('answer', text('paragraph', 800), 1, 4, copy.units.paragraphs) }),
    1,
    12,
  ),
});
export type ContactsDocument = z.output<typeof contactsDocumentSchema>;
