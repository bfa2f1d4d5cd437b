import { pageHead } from '#client/lib/seo';
import { cachedPublishedPage } from '#client/lib/use-published-page';
import type { TrpcUtils } from '#client/router';
import { pagePlaces } from '#shared/pages/places.gen';
import type { PageKey } from '#shared/schemas/pages/keys';
import type { KindPage } from './kind-page';
import { kindPages } from './kinds';

interface HeadArgs {
  match: { context: { trpc: TrpcUtils; siteOrigin: string } };
}

/**
 * The `head` of a page kind's route: the words its client side says (client/pages/kinds/), the
 * canonical link at its place's canonical path (shared/pages/places.gen.ts, from its kind module).
 */
export function kindHead(key: PageKey) {
  const place = pagePlaces.find((each) => each.key === key);
  const page = place && (kindPages[place.kind as keyof typeof kindPages] as KindPage<unknown>);
  if (!place || !page?.head) throw new Error(`Страница ${key} не рисуется на своём адресе`);
  const head = page.head;
  return ({ match }: HeadArgs) => {
    const settings = match.context.trpc.settings.get.getData();
    const texts = head({
      key,
      clubName: settings?.clubName ?? '',
      city: settings?.city ?? '',
      data: cachedPublishedPage(match.context.trpc, key),
    });
    return pageHead({ siteOrigin: match.context.siteOrigin, path: place.canonical ?? place.route, ...texts });
  };
}
