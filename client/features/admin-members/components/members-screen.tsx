import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { CsvExportButton } from '#client/components/admin/csv-export-button';
import { SelectField } from '#client/components/admin/select-field';
import { TextField } from '#client/components/admin/text-field';
import { useStaffAccount } from '#client/lib/staff-account';
import { trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { shownPhone } from '#shared/rules/phone';
import { type MemberPassFilter, memberPassFilterValues } from '#shared/schemas/members';
import { PassBadge } from '../pass-badge';
import { MemberForm } from './member-form';
import '../admin-members.css';

const copy = membersMessages.members;

/** 'Ученики': search, filters by group and pass, the list; the office adds members and exports the CSV. */
export function MembersScreen({ initialPass }: { initialPass?: MemberPassFilter }) {
  const account = useStaffAccount();
  const office = account !== undefined && account.role !== 'coach';
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState('');
  const [pass, setPass] = useState<MemberPassFilter | ''>(initialPass ?? '');
  const [archived, setArchived] = useState(false);
  const [adding, setAdding] = useState(false);
  const utils = trpc.useUtils();
  const filter = { search: search.trim() || undefined, group: group || undefined, pass: pass || undefined, archived };
  const list = trpc.members.list.useQuery(filter, { placeholderData: (previous) => previous });
  const groups = trpc.groups.list.useQuery(undefined, { staleTime: 60_000 });
  const groupOptions = [
    { value: '', label: copy.allGroups },
    ...(groups.data ?? []).map((g) => ({ value: g._id, label: g.name })),
  ];
  const passOptions = [
    { value: '', label: copy.anyPass },
    ...memberPassFilterValues.map((value) => ({ value, label: copy.passFilter[value] })),
  ];
  const filtered = Boolean(filter.search || filter.group || filter.pass || archived);

  return (
    <AdminPage
      title={copy.title}
      description={office ? copy.lead : copy.coachLead}
      actions={
        office && (
          <>
            <AdminButton onClick={() => setAdding(true)} disabled={adding}>
              {copy.add}
            </AdminButton>
            <CsvExportButton
              label={copy.exportCsv}
              errorMessage={copy.exportError}
              fetchCsv={async () => (await utils.members.exportCsv.fetch(filter)).content}
              fileName={() => `ucheniki-${new Date().toISOString().slice(0, 10)}.csv`}
            />
          </>
        )
      }
    >
      {adding && (
        <section className="members-add" aria-label={copy.addTitle}>
          <h2 className="members-add__title">{copy.addTitle}</h2>
          <MemberForm onDone={() => setAdding(false)} />
        </section>
      )}
      <div className="members-filters">
        <TextField
          label={copy.search}
          type="search"
          placeholder={copy.searchPlaceholder}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField label={copy.group} options={groupOptions} value={group} onChange={(event) => setGroup(event.target.value)} />
        <SelectField
          label={copy.pass}
          options={passOptions}
          value={pass}
          onChange={(event) => setPass(event.target.value as MemberPassFilter | '')}
        />
        <label className="members-filters__check">
          <input type="checkbox" checked={archived} onChange={(event) => setArchived(event.target.checked)} /> {copy.archived}
        </label>
      </div>
      {list.isError ? (
        <p role="alert">
          {copy.loadFailed}{' '}
          <AdminButton variant="secondary" onClick={() => void list.refetch()}>
            {copy.retry}
          </AdminButton>
        </p>
      ) : list.data === undefined ? null : list.data.length === 0 ? (
        <div className="members-empty">
          <p className="members-empty__title">{filtered ? copy.emptyFiltered : copy.empty}</p>
          {!filtered && <p>{copy.emptyText}</p>}
        </div>
      ) : (
        <>
          <p className="members-count">{copy.count(list.data.length)}</p>
          <ul className="members-list" aria-label={copy.title}>
            {list.data.map((m) => (
              <li key={m.id} className="members-list__item">
                <Link to="/admin/members/$id" params={{ id: String(m.id) }} className="members-list__name">
                  {m.fullName}
                </Link>
                <span className="members-list__groups">{m.groups.map((g) => g.name).join(', ') || copy.noGroups}</span>
                <PassBadge pass={m.pass} />
                {m.unpaidVisits > 0 && office && (
                  <span className="member-pass member-pass--debt">{copy.unpaid(m.unpaidVisits)}</span>
                )}
                {m.phones[0] && <span className="members-list__phone">{shownPhone(m.phones[0].phone)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
