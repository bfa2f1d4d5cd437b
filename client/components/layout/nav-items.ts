import { directions } from '#shared/directions';
import { messages } from '#shared/messages/public.ru';

const { nav } = messages;

export interface NavLinkItem {
  to: string;
  label: string;
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

export const directionLinks: NavLinkItem[] = directions.map((direction) => ({ to: direction.route, label: direction.name }));

/** Spec 2.2 main menu: the academy and directions entries open dropdowns. */
export const mainMenu: NavItem[] = [
  { to: '/', label: nav.home },
  {
    id: 'academy',
    label: nav.academy,
    children: [
      { to: '/about', label: nav.about },
      { to: '/contact', label: nav.contacts },
    ],
  },
  { id: 'directions', label: nav.directions, children: directionLinks },
  { to: '/schedule', label: nav.schedule },
  { to: '/attendance-journal', label: nav.attendanceJournal },
  { to: '/events', label: nav.events },
  { to: '/press-center', label: nav.pressCenter },
  { to: '/online-store', label: nav.onlineStore },
  { to: '/price', label: nav.prices },
];

/** Spec 2.2 footer links, grouped into columns. */
export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  {
    title: messages.site.footerAcademy,
    links: [
      { to: '/', label: nav.home },
      { to: '/about', label: nav.about },
      { to: '/schedule', label: nav.schedule },
      { to: '/attendance-journal', label: nav.attendanceJournal },
    ],
  },
  { title: messages.site.footerDirections, links: directionLinks },
  {
    title: messages.site.footerClub,
    links: [
      { to: '/events', label: nav.events },
      { to: '/press-center', label: nav.pressCenter },
      { to: '/online-store', label: nav.onlineStore },
      { to: '/price', label: nav.prices },
      { to: '/waiting-list', label: nav.signUp },
    ],
  },
];
