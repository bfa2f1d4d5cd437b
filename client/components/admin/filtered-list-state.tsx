import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminMessages } from '#shared/messages/admin.ru';
import { AdminButton } from './admin-button';
import { EmptyState } from './empty-state';

/** The words of a filtered list's states: the screen's own (an inbox, a log). */
export interface FilteredListTexts {
  loadError: string;
  retry: string;
  /** Nothing at all yet, with a line of help under it. */
  empty: string;
  emptyText: string;
  /** Nothing under the chosen filters, with a button that clears them. */
  emptyFiltered: string;
  resetFilters: string;
}

/**
 * The body of a list whose filters live in the address (the applications inbox, the audit log):
 * a failure with retry, loading, the empty state (told apart from "nothing under these filters",
 * which offers to clear them), else the list `children` draws from the data.
 */
export function FilteredListState<T>({
  query,
  isEmpty,
  filtered,
  onReset,
  texts,
  icon,
  loadingClassName,
  children,
}: {
  query: UseQueryResult<T, { message: string }>;
  isEmpty: (data: T) => boolean;
  filtered: boolean;
  onReset: () => void;
  texts: FilteredListTexts;
  icon?: ReactNode;
  loadingClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <EmptyState
        title={texts.loadError}
        text={query.error.message}
        action={
          <AdminButton variant="secondary" onClick={() => void query.refetch()}>
            {texts.retry}
          </AdminButton>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <p className={loadingClassName} role="status">
        {adminMessages.common.loading}
      </p>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <EmptyState
        icon={icon}
        title={filtered ? texts.emptyFiltered : texts.empty}
        text={filtered ? undefined : texts.emptyText}
        action={
          filtered ? (
            <AdminButton variant="secondary" onClick={onReset}>
              {texts.resetFilters}
            </AdminButton>
          ) : undefined
        }
      />
    );
  }
  return children(query.data);
}
