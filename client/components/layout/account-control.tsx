import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages.ru';
import { isAdminSession, SESSION_KEYS } from '../../lib/session';
import { AppLink } from '../ui/app-link';
import { DashboardIcon, UserIcon } from '../ui/icons';

/**
 * Spec 4.1 login-state control. Storage is read only after mount, so the server HTML and the first
 * client render are the same (logged out) and hydration matches; another tab's login updates it too.
 */
export function AccountControl() {
  const [isAdmin, setIsAdmin] = useState(false);

  useEffect(() => {
    const read = () => {
      try {
        setIsAdmin(isAdminSession(window.localStorage));
      } catch {
        setIsAdmin(false);
      }
    };
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return isAdmin ? (
    <AppLink to="/admin-dashboard" className="account-control" title={messages.nav.adminDashboard}>
      <DashboardIcon />
      <span className="account-control__label">{messages.nav.adminDashboard}</span>
    </AppLink>
  ) : (
    <AppLink to="/authorization-account" className="account-control" title={messages.nav.login}>
      <UserIcon />
      <span className="account-control__label">{messages.nav.login}</span>
    </AppLink>
  );
}
