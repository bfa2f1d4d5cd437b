import { useEffect, useRef, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { EmptyState } from '#client/components/admin/empty-state';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import type { ScheduleRow } from '#shared/schemas/schedule';
import { scheduleFailureMessage } from '../save-failure';
import { type DraftRow, emptyRow, fromDraft, isDraftChanged, type RowErrors, toDraft, validateDraft } from '../schedule-draft';
import { ScheduleEditRows } from './schedule-edit-rows';
import { ScheduleViewTable } from './schedule-view-table';
import '../admin-schedule.css';

const noErrors = new Map<string, RowErrors>();

/** One editable row per time slot; view mode → Edit → edit mode, back to view on a successful Save or on Cancel. */
export function ScheduleEditor() {
  const copy = adminMessages.adminSchedule;
  const utils = trpc.useUtils();
  const schedule = trpc.schedule.list.useQuery();
  const replace = trpc.schedule.replace.useMutation();
  /** null: view mode. */
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [rowErrors, setRowErrors] = useState(noErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const rowsRef = useRef<HTMLDivElement>(null);

  const saved: readonly ScheduleRow[] = schedule.data ?? [];
  const isDirty = draft !== null && isDraftChanged(saved, draft);
  useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    if (schedule.error) void notify.error(scheduleFailureMessage(schedule.error));
  }, [schedule.error]);

  // A new row gets the caret in its time cell; a save refused for a row puts it on that row.
  useEffect(() => {
    if (!focusRow) return;
    rowsRef.current?.querySelector<HTMLInputElement>(`[data-row-key="${focusRow}"] input`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const startEditing = () => {
    setDraft(toDraft(saved));
    setRowErrors(noErrors);
    setFormError(null);
  };

  const cancel = () => {
    setDraft(null);
    setRowErrors(noErrors);
    setFormError(null);
  };

  const changeCell = (key: string, field: keyof ScheduleRow, value: string) => {
    setDraft((rows) => (rows ? rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)) : rows));
    setRowErrors((errors) => {
      if (!errors.get(key)?.[field]) return errors;
      const next = new Map(errors);
      const { [field]: _fixed, ...rest } = errors.get(key) ?? {};
      if (Object.keys(rest).length > 0) next.set(key, rest);
      else next.delete(key);
      return next;
    });
  };

  const addRow = () => {
    const row = emptyRow();
    setDraft((rows) => [...(rows ?? []), row]);
    setFocusRow(row.key);
  };

  const deleteRow = (key: string) => {
    setDraft((rows) => (rows ? rows.filter((row) => row.key !== key) : rows));
  };

  const save = () => {
    if (!draft || replace.isPending) return;
    const errors = validateDraft(draft);
    setRowErrors(errors);
    if (errors.size > 0) {
      setFormError(adminMessages.adminArea.fixErrors);
      setFocusRow(draft.find((row) => errors.has(row.key))?.key ?? null);
      return;
    }
    setFormError(null);
    replace.mutate(
      { schedule: fromDraft(draft) },
      {
        onSuccess: (rows) => {
          utils.schedule.list.setData(undefined, rows);
          setDraft(null);
          void notify.success(adminMessages.adminSchedule.updated);
        },
        onError: (error) => {
          const message = scheduleFailureMessage(error);
          setFormError(message);
          void notify.error(message);
        },
      },
    );
  };

  const editing = draft !== null;
  const actions = editing ? null : (
    <AdminButton onClick={startEditing} disabled={!schedule.isSuccess}>
      {adminMessages.adminSchedule.edit}
    </AdminButton>
  );

  return (
    <AdminPage title={copy.title} description={copy.lead} actions={actions}>
      {schedule.isPending ? (
        <AdminSection>
          <p className="admin-schedule__loading" role="status">
            <span className="admin-spinner" aria-hidden="true" />
            {adminMessages.common.loading}
          </p>
        </AdminSection>
      ) : schedule.isError ? (
        <EmptyState
          title={adminMessages.adminSchedule.loadOrSaveFailed}
          text={adminMessages.adminArea.loadError}
          action={
            <AdminButton variant="secondary" onClick={() => void schedule.refetch()} pending={schedule.isFetching}>
              {adminMessages.adminArea.retry}
            </AdminButton>
          }
        />
      ) : editing ? (
        <form
          className="admin-card admin-schedule admin-schedule--editing"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <p className="admin-schedule__note">{copy.editingNote}</p>
          <div ref={rowsRef}>
            <ScheduleEditRows
              rows={draft}
              errors={rowErrors}
              disabled={replace.isPending}
              onChange={changeCell}
              onDelete={deleteRow}
            />
          </div>
          <AdminButton variant="secondary" className="admin-schedule__add" onClick={addRow} disabled={replace.isPending}>
            <span aria-hidden="true">+</span> {adminMessages.adminSchedule.addRow}
          </AdminButton>
          <div className="admin-schedule__bar">
            {formError ? (
              <p className="admin-schedule__form-error" role="alert">
                {formError}
              </p>
            ) : (
              <p className="admin-schedule__count">{copy.rowsCount(draft.length)}</p>
            )}
            <div className="admin-schedule__bar-actions">
              <AdminButton variant="secondary" onClick={cancel} disabled={replace.isPending}>
                {adminMessages.adminSchedule.cancel}
              </AdminButton>
              <AdminButton type="submit" pending={replace.isPending}>
                {adminMessages.adminSchedule.save}
              </AdminButton>
            </div>
          </div>
        </form>
      ) : (
        <section className="admin-card admin-schedule" aria-label={copy.tableCaption}>
          <ScheduleViewTable rows={saved} />
        </section>
      )}
    </AdminPage>
  );
}
