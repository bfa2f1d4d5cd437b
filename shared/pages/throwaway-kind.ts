import { z } from 'zod';
import { definePageKind } from './kind';

/**
 * A kind declared for tests alone (server/lib/pages/kinds.test.ts, client/pages/kinds.test.tsx): no
 * registry lists it, so finding it seeded, listed, in the sitemap, the menu and the preview map shows
 * that they follow the kinds they are given.
 */
export const questionsKind = definePageKind({
  kind: 'questions',
  keys: ['questions'] as const,
  title: () => 'Вопросы и ответы',
  schema: z.object({ items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1) }),
  place: () => ({
    route: '/questions',
    seo: true,
    alsoChangesWith: ['settings'],
    nav: { label: 'contacts', order: 35, menu: 'academy', footer: 'club' },
  }),
  resolve: (document) => ({ ...document, count: document.items.length }),
  demo: async () => ({ items: [{ question: 'С какого возраста?', answer: 'С шести лет.' }] }),
});
