import { Link } from '@tanstack/react-router';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { EmptyState } from '#client/components/admin/empty-state';
import { failureReason } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { PageListItem } from '#shared/schemas/pages/procedures';
import { clubDateTime } from '../club-time';
import '../admin-pages.css';

const copy = adminMessages.adminPages;

function StateBadge({ page }: { page: PageListItem }) {
  const text =
    page.state === 'scheduled' && page.scheduledAt
      ? copy.states.scheduled(clubDateTime(page.scheduledAt))
      : copy.states[page.state === 'changed' ? 'changed' : 'published'];
  return (
    <span className="page-state" data-state={page.state}>
      {text}
    </span>
  );
}

/** The 'Страницы' screen: the eleven pages with their state, who changed each last and when; one tap opens the editor. */
export function PagesList() {
  const list = trpc.pages.list.useQuery();
  return (
    <AdminPage title={copy.title} description={copy.lead}>
      {list.isError ? (
        <EmptyState
          title={copy.loadFailed}
          text={failureReason(list.error)}
          action={
            <AdminButton variant="secondary" onClick={() => void list.refetch()}>
              {adminMessages.adminArea.retry}
            </AdminButton>
          }
        />
      ) : list.isPending ? (
        <p role="status" className="admin-field__hint">
          {adminMessages.adminArea.loadingTitle}
        </p>
      ) : (
        <ul className="pages-list">
          {list.data.map((page) => (
            <li key={page.key}>
              <Link to="/admin/pages/$key" params={{ key: page.key }} className="pages-list__item">
                <span className="pages-list__title">{page.title}</span>
                <StateBadge page={page} />
                <span className="pages-list__meta">
                  {page.updatedBy
                    ? copy.updatedBy(clubDateTime(page.updatedAt), page.updatedBy.name)
                    : copy.updatedAt(clubDateTime(page.updatedAt))}
                </span>
                {page.state !== 'published' ? (
                  <span className="pages-list__meta">{copy.publishedAt(clubDateTime(page.publishedAt))}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
