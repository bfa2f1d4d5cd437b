import { publicMessages } from '#shared/messages/public.ru';
import { defineKindPage } from '../kind-page';

export const contactsPage = defineKindPage<'contacts'>({
  view: () => import('#client/features/contact/components/contact-page').then((module) => module.ContactPageView),
  head: ({ clubName, city }) => ({
    title: publicMessages.heads.contacts.title(clubName),
    description: publicMessages.heads.contacts.description(clubName, city),
  }),
});
