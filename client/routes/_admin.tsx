import { createFileRoute, Link, Outlet, redirect, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { publicMessages } from '#shared/messages/public.ru';
import { pageAllowed } from '../features/admin-dashboard/dashboard-cards';
import { LOGIN_PATH, onUnauthorized } from '../lib/auth-expiry';
import { ensureAdminSession } from '../lib/auth-refresh';
import { storedStaffRole } from '../lib/staff-account';

/**
 * Every admin page sits under this pathless layout. The login lives in localStorage, which the server
 * cannot see, so admin pages render in the browser only (`ssr: false`): the server sends the site
 * shell, this route's noindex head and the neutral loading shell; the guard runs on the client.
 */
export const Route = createFileRoute('/_admin')({
  ssr: false,
  beforeLoad: async ({ location }) => {
    if (!(await ensureAdminSession())) {
      throw redirect({ to: LOGIN_PATH, search: { reason: 'required', redirect: location.href } });
    }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  pendingComponent: AdminLoadingShell,
  component: AdminLayout,
});

function AdminLoadingShell() {
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh', color: '#4a5268' }}>
      {publicMessages.adminTitles.loading}
    </div>
  );
}

function AdminLayout() {
  const router = useRouter();
  // A 401 from any call: the session is already cleared; go to login inside the app.
  useEffect(
    () =>
      onUnauthorized(() => {
        void router.navigate({ to: LOGIN_PATH, search: { reason: 'expired' } });
        return true;
      }),
    [router],
  );
  // Each role sees only its pages (a coach: the journal and trial sessions); the server refuses the rest anyway.
  const { pathname } = useLocation();
  const role = storedStaffRole();
  if (role && !pageAllowed(role, pathname)) {
    return (
      <div
        role="alert"
        style={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: '16px', minHeight: '50vh', padding: '16px' }}
      >
        <p style={{ fontSize: '1.2rem', fontWeight: 700, margin: 0, textAlign: 'center' }}>
          {publicMessages.adminTitles.notForRole}
        </p>
        <Link to="/admin-dashboard" className="admin-button admin-button--primary">
          {publicMessages.adminTitles.toDashboard}
        </Link>
      </div>
    );
  }
  return <Outlet />;
}
