import { useNavigate } from '@tanstack/react-router';
import { AdminPage } from '#client/components/admin/admin-page';
import { CsvExportButton } from '#client/components/admin/csv-export-button';
import { FilteredListState } from '#client/components/admin/filtered-list-state';
import { SelectField } from '#client/components/admin/select-field';
import { PhoneIcon } from '#client/components/ui/icons';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { directionOptions, statusOptions } from '../filters';
import type { ApplicationsSearch } from '../search';
import { ApplicationCard } from './application-card';
import '../applications.css';

const copy = adminMessages.adminArea;
const ALL = '';
const listTexts = {
  loadError: copy.loadError,
  retry: copy.retry,
  empty: copy.applicationsEmpty,
  emptyText: copy.applicationsEmptyText,
  emptyFiltered: copy.applicationsEmptyFiltered,
  resetFilters: copy.resetFilters,
};

/** The waiting-list inbox: newest first, filters in the URL, status and note edited in place, CSV export. */
export function ApplicationsInbox({ search }: { search: ApplicationsSearch }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const list = trpc.applications.list.useQuery(search);
  // The trial session booked with each application, shown on its card; the list shows without it meanwhile.
  const bookings = trpc.trials.inbox.bookings.useQuery();
  const bookingOf = new Map((bookings.data ?? []).map((booking) => [booking.applicationId, booking]));
  const filtered = Boolean(search.status || search.direction);

  // From the address as it is now, not as this render saw it: a second filter chosen before the page
  // re-rendered for the first (its list still loading) must not drop the first.
  const setFilter = (next: Partial<ApplicationsSearch>) =>
    void navigate({ to: '/admin/applications', search: (current) => ({ ...current, ...next }), replace: true });

  return (
    <AdminPage
      title={copy.applicationsTitle}
      description={copy.applicationsLead}
      actions={
        <CsvExportButton
          label={copy.exportCsv}
          fetchCsv={() => utils.applications.exportCsv.fetch(search, { staleTime: 0 })}
          fileName={() => `zayavki-${new Date().toISOString().slice(0, 10)}.csv`}
          errorMessage={copy.exportError}
        />
      }
    >
      <div className="applications-filters admin-card">
        <SelectField
          label={copy.filterStatus}
          name="status"
          value={search.status ?? ALL}
          options={[{ value: ALL, label: copy.filterAll }, ...statusOptions]}
          onChange={(event) => setFilter({ status: (event.target.value || undefined) as ApplicationsSearch['status'] })}
        />
        <SelectField
          label={copy.filterDirection}
          name="direction"
          value={search.direction ?? ALL}
          options={[{ value: ALL, label: copy.filterAll }, ...directionOptions]}
          onChange={(event) => setFilter({ direction: (event.target.value || undefined) as ApplicationsSearch['direction'] })}
        />
      </div>
      <FilteredListState
        query={list}
        isEmpty={(applications) => applications.length === 0}
        filtered={filtered}
        onReset={() => setFilter({ status: undefined, direction: undefined })}
        texts={listTexts}
        icon={<PhoneIcon />}
        loadingClassName="applications-loading"
      >
        {(applications) => (
          <ul className="applications-list" aria-label={copy.applicationsTitle}>
            {applications.map((application) => (
              <ApplicationCard key={application.id} application={application} booking={bookingOf.get(application.id)} />
            ))}
          </ul>
        )}
      </FilteredListState>
    </AdminPage>
  );
}
