import { z } from 'zod';
import { pagesSchemaMessages as copy } from '../../messages/schemas/pages.ru';
import { list, text } from './fields';

/** The questions-and-answers page: a short introduction and 1–20 questions, each with 1–4 paragraphs. */
export const faqDocumentSchema = z.object({
  intro: z.object({ title: text('introTitle', 80), lead: text('introLead', 400) }),
  faq: list(
    'faq',
    z.object({ question: text('question', 120), answer: list('answer', text('paragraph', 800), 1, 4, copy.units.paragraphs) }),
    1,
    20,
  ),
});
export type FaqDocument = z.output<typeof faqDocumentSchema>;
