import { pagesSchemaMessages } from '../../messages/schemas/pages.ru';
import { aboutDocumentSchema } from '../../schemas/pages/about';
import type { AboutPageData } from '../../schemas/pages/views';
import { definePageKind } from '../kind';

/** The about page: philosophy, quotes, the founder, the words over the coaches, the gallery. */
export const aboutKind = definePageKind({
  kind: 'about',
  keys: ['about'] as const,
  title: () => pagesSchemaMessages.titles.about,
  schema: aboutDocumentSchema,
  place: () => ({ route: '/about', seo: true, nav: { label: 'about', order: 20, menu: 'academy', footer: 'academy' } }),
  resolve: (document, tools): AboutPageData => ({
    ...document,
    founder: { ...document.founder, photo: tools.picture(document.founder.photo) },
    gallery: {
      title: document.gallery.title,
      // A photo whose library item is gone leaves the slider.
      items: document.gallery.items.flatMap((item) => {
        const image = tools.picture(item.image);
        return image ? [{ image, caption: item.caption }] : [];
      }),
    },
  }),
  demo: async (_key, tools) => {
    const { aboutPhotos, demoAboutPage } = await import('../demo/about');
    const [founder, ...gallery] = await tools.photos([aboutPhotos.founder, ...aboutPhotos.gallery]);
    return demoAboutPage({ founder: founder ?? 0, gallery });
  },
});
