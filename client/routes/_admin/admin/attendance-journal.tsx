import { createFileRoute } from '@tanstack/react-router';
import { JournalEditor, type JournalSearch } from '#client/features/admin-journal/components/journal-editor';
import { searchId, searchInt } from '#client/lib/search-params';
import { publicMessages } from '#shared/messages/public.ru';

function parseSearch(search: Record<string, unknown>): JournalSearch {
  // Every key is returned, undefined when invalid: the router keeps raw values of keys left out.
  return { group: searchId(search.group), month: searchInt(search.month, 1, 12), year: searchInt(search.year, 2000, 2100) };
}

export const Route = createFileRoute('/_admin/admin/attendance-journal')({
  validateSearch: parseSearch,
  head: () => ({ meta: [{ title: publicMessages.adminTitles.journal }] }),
  component: AttendanceJournalEditorPage,
});

function AttendanceJournalEditorPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: JournalSearch) => void navigate({ search: next, replace: false, ignoreBlocker: true });
  return <JournalEditor search={search} onSearchChange={change} />;
}
