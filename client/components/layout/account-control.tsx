import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { logout } from '#client/lib/auth-logout';
import { whenIdle } from '#client/lib/idle';
import { isAdminSession, subscribeToSession } from '#client/lib/session';
import { publicMessages } from '#shared/messages/public.ru';
import { AppLink } from '../ui/app-link';
import { DashboardIcon, UserIcon } from '../ui/icons';

// Admin code stays out of public pages: the dialog is fetched when the admin asks to log out.
const ConfirmDialog = lazy(() => import('../admin/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** The header's mobile layout (on a phone, logout needs no confirmation). */
const MOBILE_QUERY = '(max-width: 1024px)';

function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className="icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </svg>
  );
}

/**
 * The login-state control: logged out → login link; logged in → dashboard link; logged in on the
 * dashboard → logout. Storage is read only after mount, so the server HTML and the first client
 * render are the same (logged out) and hydration matches; other tabs' logins update it too.
 */
export function AccountControl({ onLogout }: { onLogout?: () => void }) {
  const [isAdmin, setIsAdmin] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();

  useEffect(() => {
    const read = () => {
      try {
        setIsAdmin(isAdminSession(window.localStorage));
      } catch {
        setIsAdmin(false);
      }
    };
    // The first read of localStorage opens the site's storage synchronously (tens of ms on a slow
    // phone); after idle it is a task of its own instead of a part of hydration's.
    const cancelFirstRead = whenIdle(read);
    const unsubscribe = subscribeToSession(read);
    return () => {
      cancelFirstRead();
      unsubscribe();
    };
  }, []);

  if (isAdmin && pathname === '/admin-dashboard') {
    const startLogout = () => {
      if (window.matchMedia(MOBILE_QUERY).matches) {
        logout();
        onLogout?.();
        window.location.reload();
        return;
      }
      setConfirming(true);
    };
    const confirmLogout = () => {
      setConfirming(false);
      logout();
      onLogout?.();
      void navigate({ to: '/authorization-account' });
    };
    return (
      <>
        <button type="button" className="account-control" title={publicMessages.nav.logout} onClick={startLogout}>
          <LogoutIcon />
          <span className="account-control__label">{publicMessages.nav.logout}</span>
        </button>
        {confirming && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open
              title={publicMessages.auth.logoutTitle}
              message={publicMessages.auth.logoutQuestion}
              confirmLabel={publicMessages.auth.yes}
              cancelLabel={publicMessages.auth.no}
              onConfirm={confirmLogout}
              onCancel={() => setConfirming(false)}
            />
          </Suspense>
        )}
      </>
    );
  }

  return isAdmin ? (
    <AppLink to="/admin-dashboard" className="account-control" title={publicMessages.nav.adminDashboard}>
      <DashboardIcon />
      <span className="account-control__label">{publicMessages.nav.adminDashboard}</span>
    </AppLink>
  ) : (
    <AppLink to="/authorization-account" className="account-control" title={publicMessages.nav.login}>
      <UserIcon />
      <span className="account-control__label">{publicMessages.nav.login}</span>
    </AppLink>
  );
}
