import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { currentYearMonth } from '#shared/rules/dates';
import { JournalPage } from '../features/journal/journal-page';
import { parseJournalSearch, resolveJournalSelection } from '../features/journal/journal-selection';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/attendance-journal')({
  validateSearch: parseJournalSearch,
  loaderDeps: ({ search }) => search,
  // The defaults (first group, the club's current month) are settled here, on the server for the
  // first page, and travel with the page, so the browser never recomputes them differently.
  loader: async ({ context, deps }) => {
    const groups = await context.trpc.groups.list.ensureData();
    const selection = resolveJournalSelection(deps, groups, currentYearMonth(new Date()));
    if (selection.groupId) {
      await context.trpc.attendance.publicList.ensureData({
        group: selection.groupId,
        month: selection.month,
        year: selection.year,
      });
    }
    return selection;
  },
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/attendance-journal',
      title: publicMessages.heads.journal.title(settings?.clubName ?? ''),
      description: publicMessages.heads.journal.description(settings?.clubName ?? ''),
    });
  },
  component: JournalPage,
});
