import { adminMessages } from '#shared/messages/admin.ru';
import type { StaffRole } from '#shared/schemas/staff';
import type { DashboardCardKey } from './dashboard-cards';

// Apart from dashboard-cards.ts, which the admin layout's guard reads: the catalogue stays out of it.
/**
 * What a card says to a role: a coach's journal and trial sessions are those of their own groups and
 * directions (the server trims them so), without the office's slots and places.
 */
export function cardText(key: DashboardCardKey, role: StaffRole): string {
  const coachWords: Partial<Record<DashboardCardKey, string>> = adminMessages.staff.dashboard.coachCards;
  return (role === 'coach' ? coachWords[key] : undefined) ?? adminMessages.adminArea.cards[key].text;
}
