import { pageHead } from '#client/lib/seo';
import { cachedPublishedPage } from '#client/lib/use-published-page';
import type { TrpcUtils } from '#client/router';
import { type DirectionSlug, directionBySlug } from '#shared/directions';
import { directionPageKey } from '#shared/schemas/pages/keys';

interface DirectionHeadArgs {
  match: { context: { trpc: TrpcUtils; siteOrigin: string } };
}

/**
 * The `head` of a direction route: title, description, and the canonical link at the direction's
 * canonical path (/hand-to-hand and /women-self-defense differ from their routes), the title and
 * description from the page's published document (the club edits them with the page).
 */
export function directionHead(slug: DirectionSlug) {
  const direction = directionBySlug(slug);
  if (!direction) throw new Error(`Направление ${slug} не описано в shared/directions.ts`);
  return ({ match }: DirectionHeadArgs) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName;
    // The page's published head texts, fetched by the route's loader (the direction's name until then).
    const meta = cachedPublishedPage(match.context.trpc, directionPageKey(slug))?.meta ?? {
      title: direction.name,
      description: '',
    };
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: direction.canonicalPath,
      title: clubName ? `${meta.title} — ${clubName}` : meta.title,
      description: meta.description,
    });
  };
}
