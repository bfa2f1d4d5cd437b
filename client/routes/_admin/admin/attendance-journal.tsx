import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../../../shared/messages.ru';
import { JournalEditor, type JournalSearch } from '../../../features/admin-journal/components/journal-editor';

const searchSchema = z.object({
  // The router's search parser turns an all-digit id into a number: take it back as text.
  group: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(64)).optional().catch(undefined),
  month: z.coerce.number().int().min(1).max(12).optional().catch(undefined),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

export const Route = createFileRoute('/_admin/admin/attendance-journal')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: messages.adminJournalEditor.title }] }),
  component: AttendanceJournalEditorPage,
});

function AttendanceJournalEditorPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: JournalSearch) => void navigate({ search: next, replace: false, ignoreBlocker: true });
  return <JournalEditor search={search} onSearchChange={change} />;
}
