import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsInbox } from '#client/features/admin-applications/components/applications-inbox';
import { parseApplicationsSearch } from '#client/features/admin-applications/search';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/applications')({
  validateSearch: parseApplicationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.trpc.applications.list.ensureData(deps),
  head: () => ({ meta: [{ title: publicMessages.adminTitles.applications }] }),
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  return <ApplicationsInbox search={Route.useSearch()} />;
}
