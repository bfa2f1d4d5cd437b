import { pageHead } from '#client/lib/seo';
import type { TrpcUtils } from '#client/router';
import { type DirectionSlug, directionBySlug } from '#shared/directions';
import { directionMeta } from './content/meta';

interface DirectionHeadArgs {
  match: { context: { trpc: TrpcUtils; siteOrigin: string } };
}

/**
 * The `head` of a direction route: title, description, and the canonical link at the direction's
 * canonical path (/hand-to-hand and /women-self-defense differ from their routes). It runs
 * in the main bundle, so it reads only the short meta texts, never the page content.
 */
export function directionHead(slug: DirectionSlug) {
  const direction = directionBySlug(slug);
  if (!direction) throw new Error(`Направление ${slug} не описано в shared/directions.ts`);
  const meta = directionMeta[slug];
  return ({ match }: DirectionHeadArgs) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName;
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: direction.canonicalPath,
      title: clubName ? `${meta.title} — ${clubName}` : meta.title,
      description: meta.description,
    });
  };
}
