import { directions } from '#shared/directions';
import { publicMessages } from '#shared/messages/public.ru';
import type { PageNav } from '#shared/pages/kind';
import { pagePlaces } from '#shared/pages/places.gen';
import type { PagePlaceFacts } from '#shared/pages/registry';

const copy = publicMessages.nav;

export interface NavLinkItem {
  to: string;
  label: string;
  /** Only in the phone menu: the desktop header's row is full (the family's page is in the footer there). */
  phoneMenuOnly?: true;
}

export interface NavGroupItem {
  id: string;
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** A link of the menu or the footer and where it sits (a page kind's `place().nav`, or a page below). */
export interface PlacedLink extends PageNav {
  to: string;
  /** In the phone menu's top level but not the desktop header's row, which is full. */
  phoneMenuOnly?: true;
}

/**
 * The links of the pages that are no page kind (drawn from their own data, or the visitor's), placed
 * as a kind places its own (`nav` in its `place`, shared/pages/kinds/). A new one is a line here, its
 * order between its neighbours': the kinds' are home 10, about 20, faq 30, contacts 40.
 */
export const otherPageLinks: readonly PlacedLink[] = [
  { to: '/schedule', label: 'schedule', order: 50, menu: 'top', footer: 'academy' },
  { to: '/attendance-journal', label: 'attendanceJournal', order: 60, menu: 'top', footer: 'academy' },
  { to: '/events', label: 'events', order: 70, menu: 'top', footer: 'club' },
  { to: '/press-center', label: 'pressCenter', order: 80, menu: 'top', footer: 'club' },
  { to: '/online-store', label: 'onlineStore', order: 90, menu: 'top', footer: 'club' },
  { to: '/price', label: 'prices', order: 100, menu: 'top', footer: 'club' },
  { to: '/waiting-list', label: 'signUp', order: 110, footer: 'club' },
  { to: '/cabinet', label: 'cabinet', order: 120, menu: 'top', footer: 'club', phoneMenuOnly: true },
];

/** The links the page kinds declare (shared/pages/places.gen.ts, written from shared/pages/kinds/). */
export const kindLinks = (places: readonly PagePlaceFacts[]): PlacedLink[] =>
  places.flatMap((place) => (place.nav ? [{ ...place.nav, to: place.route }] : []));

export const directionLinks: NavLinkItem[] = directions.map((direction) => ({ to: direction.route, label: direction.name }));

/** The dropdowns' places among the menu's top links. */
const ACADEMY_ORDER = 15;
const DIRECTIONS_ORDER = 45;

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
const toLink = (link: PlacedLink): NavLinkItem => ({
  to: link.to,
  label: copy[link.label],
  ...(link.phoneMenuOnly ? { phoneMenuOnly: true } : {}),
});

/** The header's menu and the footer's columns from the placed links, each level in its order. */
export function siteNav(links: readonly PlacedLink[]): {
  mainMenu: NavItem[];
  footerColumns: { title: string; links: NavLinkItem[] }[];
} {
  const sorted = [...links].sort(byOrder);
  const inMenu = (place: PlacedLink['menu']) => sorted.filter((link) => link.menu === place).map(toLink);
  const inFooter = (column: PlacedLink['footer']) => sorted.filter((link) => link.footer === column).map(toLink);
  const menu: { order: number; item: NavItem }[] = [
    ...sorted.filter((link) => link.menu === 'top').map((link) => ({ order: link.order, item: toLink(link) })),
    { order: ACADEMY_ORDER, item: { id: 'academy', label: copy.academy, children: inMenu('academy') } },
    { order: DIRECTIONS_ORDER, item: { id: 'directions', label: copy.directions, children: directionLinks } },
  ];
  return {
    mainMenu: menu.sort(byOrder).map((entry) => entry.item),
    footerColumns: [
      { title: publicMessages.site.footerAcademy, links: inFooter('academy') },
      { title: publicMessages.site.footerDirections, links: directionLinks },
      { title: publicMessages.site.footerClub, links: inFooter('club') },
    ],
  };
}

/** The menu (every public page; the academy and directions entries open dropdowns) and the footer (every public page and sign-up). */
export const { mainMenu, footerColumns } = siteNav([...kindLinks(pagePlaces), ...otherPageLinks]);

/** The desktop header's row: the main menu without the phone menu's own items. */
export const headerMenu: NavItem[] = mainMenu.filter((item) => isNavGroup(item) || !item.phoneMenuOnly);
