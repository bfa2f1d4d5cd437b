import type { ReactNode } from 'react';
import './admin.css';

/** What an empty list or table shows instead: a title, a line of help and an optional action. */
export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="admin-empty" role="status">
      {icon && (
        <span className="admin-empty__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="admin-empty__title">{title}</p>
      {text && <p className="admin-empty__text">{text}</p>}
      {action}
    </div>
  );
}
