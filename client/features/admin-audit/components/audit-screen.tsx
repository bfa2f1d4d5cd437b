import { useNavigate } from '@tanstack/react-router';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { CsvExportButton } from '#client/components/admin/csv-export-button';
import { FilteredListState } from '#client/components/admin/filtered-list-state';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { trpc } from '#client/lib/trpc';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { adminMessages } from '#shared/messages/admin.ru';
import { type AuditSearch, auditFilterOf } from '../search';
import { AuditRetention } from './audit-retention';
import '../admin-audit.css';

const copy = adminMessages.adminAudit;
const ALL = '';
const when = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const kindOptions = [
  { value: ALL, label: copy.filterAll },
  ...Object.entries(copy.kinds).map(([value, label]) => ({ value, label })),
];

/** /admin/audit (the owner's): who changed what, newest first, filters in the address, CSV of the filtered entries. */
export function AuditScreen({ search }: { search: AuditSearch }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const page = search.page ?? 1;
  const list = trpc.audit.list.useQuery({ ...auditFilterOf(search), page });
  const people = trpc.audit.people.useQuery();
  const filtered = Boolean(search.person || search.kind || search.from || search.to);

  // A new filter starts at the first page; the address as it is now, so two quick changes both stay.
  const setFilter = (next: Partial<AuditSearch>) =>
    void navigate({ to: '/admin/audit', search: (current) => ({ ...current, page: undefined, ...next }), replace: true });
  const toPage = (to: number) =>
    void navigate({ to: '/admin/audit', search: (current) => ({ ...current, page: to > 1 ? to : undefined }) });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <AdminPage
      title={copy.title}
      description={copy.lead}
      actions={
        <CsvExportButton
          label={copy.exportCsv}
          fetchCsv={() => utils.audit.exportCsv.fetch(auditFilterOf(search), { staleTime: 0 })}
          fileName={() => copy.csvFileName(new Date().toISOString().slice(0, 10))}
          errorMessage={copy.exportError}
        />
      }
    >
      <div className="audit-filters admin-card">
        <SelectField
          label={copy.filterPerson}
          name="person"
          value={search.person ? String(search.person) : ALL}
          options={[
            { value: ALL, label: copy.filterAll },
            ...(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
          ]}
          onChange={(event) => setFilter({ person: event.target.value ? Number(event.target.value) : undefined })}
        />
        <SelectField
          label={copy.filterKind}
          name="kind"
          value={search.kind ?? ALL}
          options={kindOptions}
          onChange={(event) => setFilter({ kind: event.target.value || undefined })}
        />
        <TextField
          label={copy.filterFrom}
          name="from"
          type="date"
          value={search.from ?? ''}
          onChange={(event) => setFilter({ from: event.target.value || undefined })}
        />
        <TextField
          label={copy.filterTo}
          name="to"
          type="date"
          value={search.to ?? ''}
          onChange={(event) => setFilter({ to: event.target.value || undefined })}
        />
      </div>
      <FilteredListState
        query={list}
        isEmpty={(data) => data.entries.length === 0}
        filtered={filtered}
        onReset={() => setFilter({ person: undefined, kind: undefined, from: undefined, to: undefined })}
        texts={copy}
      >
        {(data) => (
          <>
            <ul className="audit-list" aria-label={copy.listLabel}>
              {data.entries.map((entry) => (
                <li key={entry.id} className="audit-entry">
                  <p className="audit-entry__text">{entry.text}</p>
                  <p className="audit-entry__meta">
                    <time dateTime={new Date(entry.at * 1000).toISOString()}>{when.format(new Date(entry.at * 1000))}</time> ·{' '}
                    {copy.fromAddress(entry.ip)}
                  </p>
                </li>
              ))}
            </ul>
            <nav className="audit-pager" aria-label={copy.listLabel}>
              <AdminButton variant="secondary" size="sm" disabled={page <= 1} onClick={() => toPage(page - 1)}>
                {copy.previous}
              </AdminButton>
              <span className="audit-pager__status">{copy.pageOf(page, pages, data.total)}</span>
              <AdminButton variant="secondary" size="sm" disabled={page >= pages} onClick={() => toPage(page + 1)}>
                {copy.next}
              </AdminButton>
            </nav>
          </>
        )}
      </FilteredListState>
      <AuditRetention />
    </AdminPage>
  );
}
