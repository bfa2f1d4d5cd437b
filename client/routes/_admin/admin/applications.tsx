import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../../../shared/messages/public.ru';
import { ApplicationsInbox } from '../../../features/admin-applications/components/applications-inbox';
import { parseApplicationsSearch } from '../../../features/admin-applications/search';

export const Route = createFileRoute('/_admin/admin/applications')({
  validateSearch: parseApplicationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpc.applications.list.ensureData(deps),
  head: () => ({ meta: [{ title: messages.adminTitles.applications }] }),
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  return <ApplicationsInbox search={Route.useSearch()} />;
}
