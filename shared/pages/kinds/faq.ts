import { pagesSchemaMessages } from '../../messages/schemas/pages.ru';
import { type FaqDocument, faqDocumentSchema } from '../../schemas/pages/faq';
import { definePageKind } from '../kind';

/** /faq: the questions parents and new members ask, with the club's answers. */
export const faqKind = definePageKind({
  kind: 'faq',
  keys: ['faq'] as const,
  title: () => pagesSchemaMessages.titles.faq,
  schema: faqDocumentSchema,
  place: () => ({ route: '/faq', seo: true, nav: { label: 'faq', order: 30, menu: 'academy', footer: 'academy' } }),
  resolve: (document): FaqDocument => document,
  demo: async () => (await import('../demo/faq')).demoFaqPage,
});
