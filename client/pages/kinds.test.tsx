import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isNavGroup, kindLinks, otherPageLinks, siteNav } from '#client/components/layout/nav-items';
import type { TrpcUtils } from '#client/router';
import { publicMessages } from '#shared/messages/public.ru';
import { pagePlaces } from '#shared/pages/places.gen';
import { type AnyPageKind, pageKinds, pageRegistry, sitePages } from '#shared/pages/registry';
import { questionsKind } from '#shared/pages/throwaway-kind';
import type { PageKey } from '#shared/schemas/pages/keys';
import { kindHead } from './kind-head';
import { previewViewsOf } from './kind-page';
import { kindViews } from './kinds';

afterEach(cleanup);

/** The site's kinds and the throwaway one, which only this test and its server twin know. */
const registry = pageRegistry([...(pageKinds as unknown as AnyPageKind[]), questionsKind as AnyPageKind]);

describe('a page kind in the menu, the footer and the preview', () => {
  it('puts a kind in the menu and the footer where its place says, among the other links', () => {
    const { mainMenu, footerColumns } = siteNav([...kindLinks(registry.places), ...otherPageLinks]);
    const academy = mainMenu.find((item) => isNavGroup(item) && item.id === 'academy');
    const inAcademy = academy && isNavGroup(academy) ? academy.children.map((link) => link.to) : [];
    expect(inAcademy).toContain('/questions');
    // Each in its order, the throwaway one among the site's.
    const orderOf = new Map<string, number>(registry.places.map((place) => [place.route, place.nav?.order ?? Number.NaN]));
    const orders = inAcademy.map((to) => orderOf.get(to));
    expect(orders).toEqual([...orders].sort((a = 0, b = 0) => a - b));
    expect(footerColumns[2]?.links.map((link) => link.to)).toEqual([
      '/questions',
      '/events',
      '/press-center',
      '/online-store',
      '/price',
      '/waiting-list',
      '/cabinet',
    ]);
    // The phone menu's own link stays out of the desktop header's row.
    const top = (items: typeof mainMenu) => items.flatMap((item) => (isNavGroup(item) ? [] : [item.to]));
    expect(top(mainMenu)).toContain('/cabinet');
    expect(top(mainMenu.filter((item) => isNavGroup(item) || !item.phoneMenuOnly))).not.toContain('/cabinet');
    // The site's own menu does not know it.
    const site = siteNav([...kindLinks(sitePages.places), ...otherPageLinks]);
    expect(JSON.stringify(site)).not.toContain('/questions');
  });

  it('derives the preview map: every kind of the registry, and a kind added beside them', async () => {
    expect(Object.keys(previewViewsOf(kindViews)).sort()).toEqual(sitePages.kinds.map((kind) => kind.kind).sort());
    const views = previewViewsOf({
      ...kindViews,
      questions: async () => (props: { data: { count: number } }) => <p>Вопросов: {props.data.count}</p>,
    });
    const Questions = views.questions;
    render(
      <Suspense fallback={null}>
        <Questions data={{ count: 3 }} />
      </Suspense>,
    );
    expect(await screen.findByText('Вопросов: 3')).toBeTruthy();
  });

  it("builds a kind's head from its client side and its place's canonical path", () => {
    const trpc = {
      settings: { get: { getData: () => ({ clubName: 'Клуб', city: 'Город' }) } },
      pages: { published: { getData: () => undefined } },
    } as unknown as TrpcUtils;
    const match = { context: { trpc, siteOrigin: 'https://club.example' } };
    const contacts = kindHead('contacts')({ match });
    expect(contacts.meta[0]).toEqual({ title: publicMessages.heads.contacts.title('Клуб') });
    expect(contacts.links).toEqual([{ rel: 'canonical', href: 'https://club.example/contact' }]);
    // A direction before its document is loaded: its name, at its canonical path.
    const handToHand = kindHead('direction:hand-to-hand-combat')({ match });
    expect(handToHand.meta[0]).toEqual({ title: 'Рукопашный бой — Клуб' });
    expect(handToHand.links).toEqual([{ rel: 'canonical', href: 'https://club.example/hand-to-hand' }]);
    expect(() => kindHead('brand')).toThrow(/brand/);
  });

  it("has a head for every page of a kind (its own words, or its kind's publicMessages.heads)", () => {
    for (const place of pagePlaces) expect(() => kindHead(place.key as PageKey), place.key).not.toThrow();
    const trpc = {
      settings: { get: { getData: () => ({ clubName: 'Клуб', city: 'Город' }) } },
      pages: { published: { getData: () => undefined } },
    } as unknown as TrpcUtils;
    const home = kindHead('home')({ match: { context: { trpc, siteOrigin: 'https://club.example' } } });
    expect(home.meta.slice(0, 2)).toEqual([
      { title: publicMessages.heads.home.title('Клуб') },
      { name: 'description', content: publicMessages.heads.home.description('Клуб', 'Город') },
    ]);
  });
});
