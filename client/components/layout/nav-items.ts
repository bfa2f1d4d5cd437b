import { directions } from '#shared/directions';
import { publicMessages } from '#shared/messages/public.ru';

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

export const directionLinks: NavLinkItem[] = directions.map((direction) => ({ to: direction.route, label: direction.name }));

/** The main menu: every public page; the academy and directions entries open dropdowns. */
export const mainMenu: NavItem[] = [
  { to: '/', label: copy.home },
  {
    id: 'academy',
    label: copy.academy,
    children: [
      { to: '/about', label: copy.about },
      { to: '/faq', label: copy.faq },
      { to: '/contact', label: copy.contacts },
    ],
  },
  { id: 'directions', label: copy.directions, children: directionLinks },
  { to: '/schedule', label: copy.schedule },
  { to: '/attendance-journal', label: copy.attendanceJournal },
  { to: '/events', label: copy.events },
  { to: '/press-center', label: copy.pressCenter },
  { to: '/online-store', label: copy.onlineStore },
  { to: '/price', label: copy.prices },
  { to: '/cabinet', label: copy.cabinet, phoneMenuOnly: true },
];

/** The desktop header's row: the main menu without the phone menu's own items. */
export const headerMenu: NavItem[] = mainMenu.filter((item) => isNavGroup(item) || !item.phoneMenuOnly);

/** The footer's links (every public page and sign-up), grouped into columns. */
export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  {
    title: publicMessages.site.footerAcademy,
    links: [
      { to: '/', label: copy.home },
      { to: '/about', label: copy.about },
      { to: '/faq', label: copy.faq },
      { to: '/schedule', label: copy.schedule },
      { to: '/attendance-journal', label: copy.attendanceJournal },
    ],
  },
  { title: publicMessages.site.footerDirections, links: directionLinks },
  {
    title: publicMessages.site.footerClub,
    links: [
      { to: '/events', label: copy.events },
      { to: '/press-center', label: copy.pressCenter },
      { to: '/online-store', label: copy.onlineStore },
      { to: '/price', label: copy.prices },
      { to: '/waiting-list', label: copy.signUp },
      { to: '/cabinet', label: copy.cabinet },
    ],
  },
];
