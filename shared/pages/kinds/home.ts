import { pagesSchemaMessages } from '../../messages/schemas/pages.ru';
import { homeDocumentSchema } from '../../schemas/pages/home';
import type { HomePageData } from '../../schemas/pages/views';
import { definePageKind } from '../kind';

/** The home page: its banner and marquee; the news, the store and the map come from their own editors. */
export const homeKind = definePageKind({
  kind: 'home',
  keys: ['home'] as const,
  title: () => pagesSchemaMessages.titles.home,
  schema: homeDocumentSchema,
  place: () => ({
    route: '/',
    alsoChangesWith: ['posts', 'products', 'settings'],
    seo: true,
    nav: { label: 'home', order: 10, menu: 'top', footer: 'academy' },
  }),
  resolve: (document, tools): HomePageData => ({
    ...document,
    hero: { ...document.hero, video: tools.video(document.hero.video) },
  }),
  demo: async () => (await import('../demo/home')).demoHomePage,
});
