import type { ResolvedImage, ResolvedVideo } from '../media';
import type { AboutDocument } from './about';
import type { ContactsDocument } from './contacts';
import type { DirectionDocument } from './direction';
import type { DirectionSlug } from './documents';
import type { HomeDocument } from './home';

/**
 * What a public page's component draws: its published document with every picture resolved
 * (server/lib/pages/resolve.ts), the same for the visitors' route loaders and the admin's preview.
 * A picture whose library item is gone resolves to null and the layout leaves it out; a banner video
 * that is gone or not ready yet resolves to null and the banner keeps its built-in loop or gradient.
 */

export type HomePageData = Omit<HomeDocument, 'hero'> & {
  hero: Omit<HomeDocument['hero'], 'video'> & { video: ResolvedVideo | null };
};

export type AboutPageData = Omit<AboutDocument, 'founder' | 'gallery'> & {
  founder: Omit<AboutDocument['founder'], 'photo'> & { photo: ResolvedImage | null };
  gallery: { title: string; items: Array<{ image: ResolvedImage; caption: string }> };
};

export type ContactsPageData = ContactsDocument;

export type DirectionPageData = Omit<DirectionDocument, 'video'> & { slug: DirectionSlug; video: ResolvedVideo | null };

export interface BrandData {
  logo: ResolvedImage | null;
  favicon: ResolvedImage | null;
}

// What each key draws, the kinds together: PageDataOf, PageDataByKind and PagePreviewData in shared/pages/registry.ts.
