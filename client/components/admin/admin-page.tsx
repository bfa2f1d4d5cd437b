import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { ArrowLeftIcon } from '../ui/icons';
import './admin.css';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the heading's right (under it on a phone). */
  actions?: ReactNode;
  /** The breadcrumb back to the dashboard; off on the dashboard itself. */
  back?: boolean;
  children: ReactNode;
}

/** The frame of every admin screen: breadcrumb, heading with actions, then the content. */
export function AdminPage({ title, description, actions, back = true, children }: AdminPageProps) {
  return (
    <div className="admin">
      <div className="container">
        {back && (
          <nav className="admin__crumbs" aria-label={adminMessages.nav.breadcrumb}>
            <Link to="/admin-dashboard">
              <ArrowLeftIcon />
              {adminMessages.adminArea.backToDashboard}
            </Link>
          </nav>
        )}
        <div className="admin__head">
          <div>
            <h1 className="admin__title">{title}</h1>
            {description && <p className="admin__lead">{description}</p>}
          </div>
          {actions && <div className="admin__actions">{actions}</div>}
        </div>
        <div className="admin__body">{children}</div>
      </div>
    </div>
  );
}
