import { directionBySlug } from '#shared/directions';
import { type DirectionPageKey, directionSlugOf } from '#shared/schemas/pages/keys';
import { defineKindPage } from '../kind-page';

/** The seven directions: the title and description are the page's own, edited with it (the direction's name until it loads). */
export const directionPage = defineKindPage<'direction'>({
  view: () => import('#client/features/directions/direction-page').then((module) => module.DirectionPageView),
  head: ({ key, clubName, data }) => {
    const meta = data?.meta ?? { title: directionBySlug(directionSlugOf(key as DirectionPageKey))?.name ?? '', description: '' };
    return { title: clubName ? `${meta.title} — ${clubName}` : meta.title, description: meta.description };
  },
});
