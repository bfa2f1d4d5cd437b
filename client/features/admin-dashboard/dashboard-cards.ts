import type { adminMessages } from '#shared/messages/admin.ru';
import type { StaffRole } from '#shared/schemas/staff';

export type DashboardCardKey = keyof typeof adminMessages.adminArea.cards;

const STAFF: readonly StaffRole[] = ['owner', 'manager'];
const EVERYONE: readonly StaffRole[] = ['owner', 'manager', 'coach'];

/**
 * The editors the dashboard links to: the site's content first, then the inbox, news and settings,
 * each shown to the roles whose calls server/trpc/rights.ts allows (the server refuses the rest anyway).
 */
export const dashboardCards: ReadonlyArray<{ key: DashboardCardKey; to: string; roles: readonly StaffRole[] }> = [
  { key: 'pages', to: '/admin/pages', roles: STAFF },
  { key: 'schedule', to: '/schedule-editor', roles: STAFF },
  { key: 'journal', to: '/admin/attendance-journal', roles: EVERYONE },
  { key: 'members', to: '/admin/members', roles: EVERYONE },
  { key: 'passTypes', to: '/admin/pass-types', roles: STAFF },
  { key: 'prices', to: '/admin-price', roles: STAFF },
  { key: 'products', to: '/admin-products', roles: STAFF },
  { key: 'coaches', to: '/admin-coaches', roles: STAFF },
  { key: 'media', to: '/admin-media', roles: STAFF },
  { key: 'ad', to: '/edit-ad', roles: STAFF },
  { key: 'applications', to: '/admin/applications', roles: STAFF },
  { key: 'trials', to: '/admin/trials', roles: EVERYONE },
  { key: 'news', to: '/admin/news', roles: STAFF },
  { key: 'settings', to: '/admin/settings', roles: ['owner'] },
  { key: 'staff', to: '/admin/staff', roles: ['owner'] },
  { key: 'audit', to: '/admin/audit', roles: ['owner'] },
  { key: 'payments', to: '/admin/payments', roles: STAFF },
];

/**
 * 'Вход и сеансы' (two-step login, one's own sessions): every person's own page, shown after the
 * role's editors; not an editor, so not in `dashboardCards`.
 */
export const accountCard = { key: 'account', to: '/admin/account', roles: EVERYONE } as const;

/** The cards one role sees. */
export function cardsFor(role: StaffRole) {
  return dashboardCards.filter((card) => card.roles.includes(role));
}

/**
 * Whether the admin area opens a page for a role: a card's page (and its sub-pages) for the roles
 * of the card; a page without a card (trial slots) for the office only; the dashboard for everyone.
 */
export function pageAllowed(role: StaffRole, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin-dashboard' || path === accountCard.to) return true;
  const card = dashboardCards.find((item) => path === item.to || path.startsWith(`${item.to}/`));
  return card ? card.roles.includes(role) : role !== 'coach';
}
