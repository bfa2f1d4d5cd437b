import { publicMessages } from '#shared/messages/public.ru';
import { defineKindPage } from '../kind-page';

export const homePage = defineKindPage<'home'>({
  view: () => import('#client/features/home/components/home-page').then((module) => module.HomePageView),
  head: ({ clubName, city }) => ({
    title: publicMessages.heads.home.title(clubName),
    description: publicMessages.heads.home.description(clubName, city),
  }),
});
