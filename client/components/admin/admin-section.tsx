import { type ReactNode, useId } from 'react';
import './admin.css';

/** A white card grouping related fields or a table, with an optional heading and actions. */
export function AdminSection({ title, actions, children }: { title?: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="admin-card" aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <div className="admin-card__head">
          {title && (
            <h2 id={headingId} className="admin-card__title">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
