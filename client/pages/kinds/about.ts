import { publicMessages } from '#shared/messages/public.ru';
import { defineKindPage } from '../kind-page';

export const aboutPage = defineKindPage<'about'>({
  view: () => import('#client/features/about/components/about-page').then((module) => module.AboutPageView),
  head: ({ clubName, city }) => ({
    title: publicMessages.heads.about.title(clubName),
    description: publicMessages.heads.about.description(clubName, city),
  }),
});
