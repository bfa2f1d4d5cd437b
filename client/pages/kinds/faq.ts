import { publicMessages } from '#shared/messages/public.ru';
import { defineKindPage } from '../kind-page';

export const faqPage = defineKindPage<'faq'>({
  view: () => import('#client/features/faq/faq-page').then((module) => module.FaqPageView),
  head: ({ clubName }) => ({
    title: publicMessages.heads.faq.title(clubName),
    description: publicMessages.heads.faq.description(clubName),
  }),
});
