import { useEffect, useMemo, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { askConfirmation } from '#client/components/admin/ask-confirmation';
import { SelectField } from '#client/components/admin/select-field';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { downloadCsv } from '#client/lib/download-csv';
import { clearSession, readRefreshToken } from '#client/lib/session';
import { storedStaffRole, useStaffAccount } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { currentYearMonth, nextMonth } from '#shared/rules/dates';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import { useJournalGroups } from '../hooks/use-journal-groups';
import { type JournalPeriod, useJournalMonth } from '../hooks/use-journal-month';
import { changedRecords } from '../journal-draft';
import { AddStudentForm } from './add-student-form';
import { DayManager } from './day-manager';
import { GroupManager } from './group-manager';
import { JournalTable } from './journal-table';
import { useJournalPassStates } from './pass-state-line';
import '../admin-journal.css';

const copy = adminMessages.adminJournalEditor;

export interface JournalSearch {
  group?: string;
  month?: number;
  year?: number;
}

interface JournalEditorProps {
  search: JournalSearch;
  /** Puts the period into the address (the route owns it); called only after unsaved edits were dealt with. */
  onSearchChange: (next: JournalSearch) => void;
}

function yearOptions(current: number, selected: number) {
  const years = new Set([current - 2, current - 1, current, current + 1, selected]);
  return [...years].sort((a, b) => a - b).map((year) => ({ value: String(year), label: String(year) }));
}

const monthOptions = adminMessages.calendar.monthsNominative.map((name, index) => ({ value: String(index + 1), label: name }));

/** /admin/attendance-journal: one group's month, edited in place and saved at once. */
export function JournalEditor({ search, onSearchChange }: JournalEditorProps) {
  const today = useMemo(() => currentYearMonth(new Date()), []);
  const allGroups = useJournalGroups();
  // A coach keeps the journals of their own groups; the server refuses the others and groups' changes.
  const coach = storedStaffRole() === 'coach';
  const account = useStaffAccount();
  const groups = coach
    ? { ...allGroups, groups: allGroups.groups.filter((group) => account?.groupIds.includes(group._id)), loading: !account }
    : allGroups;
  const groupId =
    search.group && groups.groups.some((group) => group._id === search.group) ? search.group : groups.groups[0]?._id;
  const period: JournalPeriod | null = groupId
    ? { group: groupId, month: search.month ?? today.month, year: search.year ?? today.year }
    : null;
  const journal = useJournalMonth(period);
  const passStates = useJournalPassStates(period);
  const [leaving, setLeaving] = useState(false);
  const utils = trpc.useUtils();
  const logoutCall = trpc.auth.logout.useMutation();
  const [exporting, setExporting] = useState(false);

  useUnsavedChangesGuard(journal.dirty && !leaving);

  useEffect(() => {
    if (leaving) window.location.reload();
  }, [leaving]);

  const confirmDiscard = () =>
    askConfirmation({
      title: copy.unsavedTitle,
      message: copy.unsavedSwitch,
      confirmLabel: copy.discard,
      cancelLabel: copy.stay,
      tone: 'danger',
    });

  /** Group and month switches ask first when the month has unsaved edits. */
  const switchTo = async (next: JournalSearch) => {
    if (journal.dirty && !(await confirmDiscard())) return false;
    onSearchChange(next);
    return true;
  };

  const current = period ?? { group: '', month: today.month, year: today.year };

  const copyToNext = async () => {
    if (journal.dirty) {
      void notify.error(copy.saveFirst);
      return;
    }
    const target = await journal.copyToNextMonth();
    if (target) onSearchChange({ group: current.group, ...target });
  };

  const exportCsv = async () => {
    if (!period) return;
    setExporting(true);
    try {
      const file = await utils.attendance.exportCsv.fetch(period, { staleTime: 0 });
      downloadCsv(file.content, file.filename);
    } catch {
      void notify.error(copy.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  /** The journal's own logout clears the stored login and reloads the page; the admin guard then sends it to login. */
  const logout = async () => {
    if (journal.dirty && !(await confirmDiscard())) return;
    const refreshToken = readRefreshToken();
    if (refreshToken) await logoutCall.mutateAsync({ refreshToken }).catch(() => undefined);
    clearSession();
    setLeaving(true);
  };

  const deleteStudent = async (record: AttendanceRecord) => {
    const confirmed = await askConfirmation({
      title: copy.deleteRecordLabel(record.studentName),
      message: copy.confirmDeleteRecord(record.studentName),
      confirmLabel: copy.confirmDelete,
      tone: 'danger',
    });
    if (confirmed) await journal.deleteStudent(record._id);
  };

  const changedIds = new Set(changedRecords(journal.draft).map((record) => record._id));
  const busy = journal.saving;

  return (
    <AdminPage
      title={copy.title}
      description={copy.lead}
      actions={
        <>
          {!coach && (
            <AdminButton
              variant="secondary"
              onClick={exportCsv}
              pending={exporting}
              pendingLabel={adminMessages.common.loading}
              disabled={!period}
            >
              {copy.exportCsv}
            </AdminButton>
          )}
          <AdminButton variant="ghost" onClick={logout}>
            {copy.logout}
          </AdminButton>
        </>
      }
    >
      <AdminSection title={copy.period}>
        <div className="journal-period">
          <SelectField
            label={adminMessages.journal.group}
            value={current.group}
            options={groups.groups.map((group) => ({ value: group._id, label: group.name }))}
            onChange={(event) => void switchTo({ group: event.target.value, month: current.month, year: current.year })}
            disabled={groups.groups.length === 0}
          />
          <SelectField
            label={adminMessages.journal.month}
            value={String(current.month)}
            options={monthOptions}
            onChange={(event) => void switchTo({ group: current.group, month: Number(event.target.value), year: current.year })}
          />
          <SelectField
            label={copy.year}
            value={String(current.year)}
            options={yearOptions(today.year, current.year)}
            onChange={(event) => void switchTo({ group: current.group, month: current.month, year: Number(event.target.value) })}
          />
          <div className="journal-period__copy">
            <AdminButton
              variant="secondary"
              onClick={copyToNext}
              pending={journal.copying}
              pendingLabel={adminMessages.common.loading}
              disabled={!period || !journal.ready}
              title={`→ ${adminMessages.calendar.monthsNominative[nextMonth(current.year, current.month).month - 1]} ${nextMonth(current.year, current.month).year}`}
            >
              {adminMessages.journal.copyToNextMonth}
            </AdminButton>
          </div>
        </div>
      </AdminSection>

      <AdminSection title={copy.students}>
        {!period ? (
          <p className="journal-editor-empty">{groups.loading ? adminMessages.common.loading : copy.noGroups}</p>
        ) : !journal.ready ? (
          <p className="journal-editor-empty" role="status">
            {journal.failed ? adminMessages.journal.loadFailed : adminMessages.common.loading}
          </p>
        ) : (
          <>
            <JournalTable
              records={journal.draft.records}
              days={journal.draft.days}
              year={current.year}
              month={current.month}
              changedIds={changedIds}
              onMark={journal.mark}
              onRename={journal.rename}
              onRemoveDay={journal.removeDay}
              onDelete={coach ? undefined : deleteStudent}
              disabled={busy}
              passStates={passStates}
            />
            <div className="journal-tools">
              <AddStudentForm onAdd={journal.addStudent} pending={journal.adding} disabled={busy} />
              <div className="journal-tools__days">
                <h3 className="journal-tools__title">{copy.days}</h3>
                <DayManager days={journal.draft.days} onAdd={journal.addDay} onRemove={journal.removeDay} disabled={busy} />
              </div>
            </div>
          </>
        )}
      </AdminSection>

      {period && journal.ready && (
        <div className="journal-savebar" data-dirty={journal.dirty || undefined}>
          <p className="journal-savebar__state" role="status">
            {journal.dirty ? copy.unsavedRows(journal.changedCount) : copy.allSaved}
          </p>
          <AdminButton onClick={() => void journal.saveAll()} pending={journal.saving} disabled={!journal.dirty}>
            {adminMessages.journal.saveAll}
          </AdminButton>
        </div>
      )}

      {!coach && (
        <AdminSection title={copy.groups}>
          <p className="journal-muted">{copy.groupsHint}</p>
          <GroupManager
            groups={groups}
            onCreated={(group) => void switchTo({ group: group._id, month: current.month, year: current.year })}
          />
        </AdminSection>
      )}
    </AdminPage>
  );
}
