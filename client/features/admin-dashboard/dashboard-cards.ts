import type { messages } from '#shared/messages/admin.ru';

export type DashboardCardKey = keyof typeof messages.adminArea.cards;

/** The editors the dashboard links to: the site's content first, then the inbox, news and settings. */
export const dashboardCards: ReadonlyArray<{ key: DashboardCardKey; to: string }> = [
  { key: 'schedule', to: '/schedule-editor' },
  { key: 'journal', to: '/admin/attendance-journal' },
  { key: 'prices', to: '/admin-price' },
  { key: 'products', to: '/admin-products' },
  { key: 'coaches', to: '/admin-coaches' },
  { key: 'media', to: '/admin-media' },
  { key: 'ad', to: '/edit-ad' },
  { key: 'applications', to: '/admin/applications' },
  { key: 'trials', to: '/admin/trials' },
  { key: 'news', to: '/admin/news' },
  { key: 'settings', to: '/admin/settings' },
];
