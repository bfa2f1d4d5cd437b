import type { KindPages } from './kind-page';
import { aboutPage } from './kinds/about';
import { brandPage } from './kinds/brand';
import { contactsPage } from './kinds/contacts';
import { directionPage } from './kinds/direction';
import { faqPage } from './kinds/faq';
import { homePage } from './kinds/home';

/** Each page kind's view and head (client/pages/kinds/), by the kinds of shared/pages/registry.ts. */
export const kindPages = {
  home: homePage,
  about: aboutPage,
  direction: directionPage,
  contacts: contactsPage,
  faq: faqPage,
  brand: brandPage,
} satisfies KindPages;
