import { pageHead } from '#client/lib/seo';
import { cachedPublishedPage } from '#client/lib/use-published-page';
import type { TrpcUtils } from '#client/router';
import { publicMessages } from '#shared/messages/public.ru';
import { pagePlaces } from '#shared/pages/places.gen';
import type { PageKey } from '#shared/schemas/pages/keys';
import type { HeadInput, HeadTexts, KindHead, KindHeads } from './kind-page';
import { directionHead } from './kinds/direction';

/** The kinds whose head says more than `publicMessages.heads.<kind>`: the directions' is their document's. */
const ownHeads: KindHeads = { direction: directionHead };

/** A page's head words in `publicMessages.heads`, by its kind. */
type HeadWords = Record<keyof HeadTexts, string | ((clubName: string, city: string) => string)>;
const said = (words: HeadWords[keyof HeadTexts], clubName: string, city: string) =>
  typeof words === 'function' ? words(clubName, city) : words;
const heads: Partial<Record<string, object>> = publicMessages.heads;
const headWordsOf = (kind: string): HeadWords | undefined => {
  const words = heads[kind];
  return words && 'title' in words && 'description' in words ? (words as HeadWords) : undefined;
};

const wordsHead =
  (words: HeadWords) =>
  ({ clubName, city }: HeadInput<unknown>): HeadTexts => ({
    title: said(words.title, clubName, city),
    description: said(words.description, clubName, city),
  });

interface HeadArgs {
  match: { context: { trpc: TrpcUtils; siteOrigin: string } };
}

/**
 * The `head` of a page kind's route: its kind's `publicMessages.heads` words, or its own head (above),
 * and the canonical link at its place's canonical path
 * (shared/pages/places.gen.ts, from its kind module).
 */
export function kindHead(key: PageKey) {
  const place = pagePlaces.find((each) => each.key === key);
  const own = place && (ownHeads[place.kind as keyof KindHeads] as KindHead<unknown> | undefined);
  const words = place && headWordsOf(place.kind);
  const head = own ?? (words && wordsHead(words));
  if (!place || !head) throw new Error(`Нет <head> для страницы ${key}`);
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
