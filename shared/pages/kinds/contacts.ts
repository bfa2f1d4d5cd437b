import { pagesSchemaMessages } from '../../messages/schemas/pages.ru';
import { contactsDocumentSchema } from '../../schemas/pages/contacts';
import type { ContactsPageData } from '../../schemas/pages/views';
import { definePageKind } from '../kind';

/** The contacts page's own words; the address, phone and map come from the site settings. */
export const contactsKind = definePageKind({
  kind: 'contacts',
  keys: ['contacts'] as const,
  title: () => pagesSchemaMessages.titles.contacts,
  schema: contactsDocumentSchema,
  // In the menu only: the footer shows the address and phone themselves.
  place: () => ({
    route: '/contact',
    alsoChangesWith: ['settings'],
    seo: true,
    nav: { label: 'contacts', order: 40, menu: 'academy' },
  }),
  resolve: (document): ContactsPageData => document,
  demo: async () => (await import('../demo/contacts')).demoContactsPage,
});
