import { directionBySlug } from '#shared/directions';
import { type DirectionPageKey, directionSlugOf } from '#shared/schemas/pages/keys';
import type { DirectionPageData } from '#shared/schemas/pages/views';
import type { KindHead } from '../kind-page';

/** The seven directions' head: the page's own title and description, edited with it (the direction's name until it loads). */
export const directionHead: KindHead<DirectionPageData> = ({ key, clubName, data }) => {
  const meta = data?.meta ?? { title: directionBySlug(directionSlugOf(key as DirectionPageKey))?.name ?? '', description: '' };
  return { title: clubName ? `${meta.title} — ${clubName}` : meta.title, description: meta.description };
};
