import { useNavigate } from '@tanstack/react-router';
import { SelectField } from '#client/components/ui/select-field';
import { UrlFilterApply, UrlFilterForm } from '#client/components/ui/url-filter-form';
import { publicMessages } from '#shared/messages/public.ru';
import { journalMessages } from '#shared/messages/screens/journal.ru';
import type { Group } from '#shared/schemas/group';
import { type JournalSelection, journalYearOptions } from './journal-selection';

/** Group, month (Russian names) and year; changes go to the URL, and without scripts the form submits them. */
export function JournalFilters({ groups, selection }: { groups: Group[]; selection: JournalSelection }) {
  const navigate = useNavigate({ from: '/attendance-journal' });
  const update = (next: { group?: string; month?: number; year?: number }) =>
    navigate({
      search: { group: selection.groupId ?? undefined, month: selection.month, year: selection.year, ...next },
      replace: true,
      resetScroll: false,
    });

  return (
    <UrlFilterForm className="journal-filters" action="/attendance-journal" label={journalMessages.filtersLabel}>
      <SelectField
        label={journalMessages.group}
        name="group"
        value={selection.groupId ?? ''}
        onChange={(group) => update({ group })}
        options={groups.map((group) => ({ value: group._id, label: group.name }))}
        className="journal-filters__field--group"
      />
      <SelectField
        label={journalMessages.month}
        name="month"
        value={String(selection.month)}
        onChange={(month) => update({ month: Number(month) })}
        options={publicMessages.calendar.monthsNominative.map((name, index) => ({ value: String(index + 1), label: name }))}
      />
      <SelectField
        label={journalMessages.year}
        name="year"
        value={String(selection.year)}
        onChange={(year) => update({ year: Number(year) })}
        options={journalYearOptions(selection.currentYear, selection.year).map((year) => ({
          value: String(year),
          label: String(year),
        }))}
      />
      <UrlFilterApply label={journalMessages.apply} className="journal-filters__submit" />
    </UrlFilterForm>
  );
}
