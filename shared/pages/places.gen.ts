// Written by scripts/generate-page-places.ts from the page kinds (shared/pages/kinds/); `npm run typecheck`
// and `npm run build` rewrite it, shared/pages/places.test.ts fails while it is stale. Do not edit.
import type { PagePlaceFacts } from './registry';

/** Every page drawn from a document, without the schemas: the shell and the route table read it on every page. */
export const pagePlaces: readonly PagePlaceFacts[] = [
  {"key":"home","kind":"home","route":"/","nav":{"label":"home","order":10,"menu":"top","footer":"academy"}},
  {"key":"about","kind":"about","route":"/about","nav":{"label":"about","order":20,"menu":"academy","footer":"academy"}},
  {"key":"direction:mma","kind":"direction","route":"/mma"},
  {"key":"direction:grappling","kind":"direction","route":"/grappling"},
  {"key":"direction:boxing","kind":"direction","route":"/boxing"},
  {"key":"direction:kickboxing","kind":"direction","route":"/kickboxing"},
  {"key":"direction:hand-to-hand-combat","kind":"direction","route":"/hand-to-hand-combat","canonical":"/hand-to-hand"},
  {"key":"direction:karate","kind":"direction","route":"/karate"},
  {"key":"direction:womens-self-defense","kind":"direction","route":"/womens-self-defense","canonical":"/women-self-defense"},
  {"key":"contacts","kind":"contacts","route":"/contact","nav":{"label":"contacts","order":40,"menu":"academy"}},
  {"key":"faq","kind":"faq","route":"/faq","nav":{"label":"faq","order":30,"menu":"academy","footer":"academy"}},
];
