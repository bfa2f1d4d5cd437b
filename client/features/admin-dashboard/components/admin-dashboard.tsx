import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminPage } from '#client/components/admin/admin-page';
import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon } from '#client/components/ui/icons';
import { storedStaffRole, useStaffAccount } from '#client/lib/staff-account';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { cardText } from '../card-text';
import { accountCard, cardsFor } from '../dashboard-cards';
import { DashboardCardIcon } from './dashboard-card-icon';
import { MoneyBlock } from './money-block';
import { OwnerNameCard } from './owner-name-card';
import { ServerCard } from './server-card';
import { VitalsTable } from './vitals-table';
import '../dashboard.css';

/**
 * A coach's groups as one-tap links to this month's journal: on a phone at the gym, the journal of
 * today's group is the login and one tap away.
 */
function CoachGroups() {
  const account = useStaffAccount();
  const groups = trpc.groups.list.useQuery(undefined, { staleTime: 60_000 });
  const mine = (groups.data ?? []).filter((group) => account?.groupIds.includes(group._id));
  if (!account || mine.length === 0) return null;
  return (
    <ul className="dashboard-grid dashboard-grid--groups" aria-label={adminMessages.staff.dashboard.myGroups}>
      {mine.map((group) => (
        <li key={group._id}>
          <Link to="/admin/attendance-journal" search={{ group: group._id }} className="dashboard-card" data-card="group">
            <span className="dashboard-card__icon">
              <DashboardCardIcon card="journal" />
            </span>
            <span className="dashboard-card__text">
              <span className="dashboard-card__title">{group.name}</span>
              <span className="dashboard-card__desc">{adminMessages.staff.dashboard.groupJournal}</span>
            </span>
            <ArrowRightIcon className="icon dashboard-card__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin-dashboard: one card per editor the role may use (the inbox card counts new applications),
 * the server's state, the month's money for the owner and managers, then `children`: panels of other areas (the trial funnel), which the route puts
 * here so that features never import each other. A coach sees their groups' journals and the trial
 * sessions only.
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  // Null once logged out (the page is about to leave): nothing is shown and nothing is asked for.
  const role = storedStaffRole();
  const office = role === 'owner' || role === 'manager';
  const newCount = trpc.applications.newCount.useQuery(undefined, {
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    enabled: office,
  });
  return (
    <AdminPage
      title={adminMessages.adminDashboard.title}
      description={role === 'coach' ? adminMessages.staff.dashboard.coachLead : adminMessages.adminArea.dashboardLead}
      back={false}
    >
      {role === 'owner' && <OwnerNameCard />}
      {role === 'coach' && <CoachGroups />}
      <ul className="dashboard-grid">
        {(role ? [...cardsFor(role), accountCard] : []).map(({ key, to }) => {
          const card = adminMessages.adminArea.cards[key];
          const count = key === 'applications' ? (newCount.data ?? 0) : 0;
          return (
            <li key={key}>
              <AppLink to={to} className="dashboard-card" data-card={key}>
                <span className="dashboard-card__icon">
                  <DashboardCardIcon card={key} />
                </span>
                <span className="dashboard-card__text">
                  <span className="dashboard-card__title">{card.title}</span>
                  <span className="dashboard-card__desc">{role ? cardText(key, role) : card.text}</span>
                </span>
                {count > 0 && <span className="dashboard-card__badge">{adminMessages.adminArea.newApplications(count)}</span>}
                <ArrowRightIcon className="icon dashboard-card__arrow" />
              </AppLink>
            </li>
          );
        })}
      </ul>
      {role === 'owner' && <ServerCard />}
      {office && <MoneyBlock />}
      {office && children}
      {office && <VitalsTable />}
    </AdminPage>
  );
}
