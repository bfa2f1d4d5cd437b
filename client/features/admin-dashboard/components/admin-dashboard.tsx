import type { ReactNode } from 'react';
import { AdminPage } from '#client/components/admin/admin-page';
import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon } from '#client/components/ui/icons';
import { trpc } from '#client/lib/trpc';
import { messages } from '#shared/messages/admin.ru';
import { dashboardCards } from '../dashboard-cards';
import { DashboardCardIcon } from './dashboard-card-icon';
import { ServerCard } from './server-card';
import { VitalsTable } from './vitals-table';
import '../dashboard.css';

/**
 * /admin-dashboard: one card per editor (the inbox card counts new applications), the server's state,
 * then `children`: panels of other areas (the trial funnel), which the route puts here so that
 * features never import each other.
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const newCount = trpc.applications.newCount.useQuery(undefined, { staleTime: 15_000, refetchOnWindowFocus: true });
  return (
    <AdminPage title={messages.adminDashboard.title} description={messages.adminArea.dashboardLead} back={false}>
      <ul className="dashboard-grid">
        {dashboardCards.map(({ key, to }) => {
          const card = messages.adminArea.cards[key];
          const count = key === 'applications' ? (newCount.data ?? 0) : 0;
          return (
            <li key={key}>
              <AppLink to={to} className="dashboard-card" data-card={key}>
                <span className="dashboard-card__icon">
                  <DashboardCardIcon card={key} />
                </span>
                <span className="dashboard-card__text">
                  <span className="dashboard-card__title">{card.title}</span>
                  <span className="dashboard-card__desc">{card.text}</span>
                </span>
                {count > 0 && <span className="dashboard-card__badge">{messages.adminArea.newApplications(count)}</span>}
                <ArrowRightIcon className="icon dashboard-card__arrow" />
              </AppLink>
            </li>
          );
        })}
      </ul>
      <ServerCard />
      {children}
      <VitalsTable />
    </AdminPage>
  );
}
