import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '#client/features/admin-audit/components/audit-screen';
import { auditFilterOf, parseAuditSearch } from '#client/features/admin-audit/search';
import { storedStaffRole } from '#client/lib/staff-account';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch: parseAuditSearch,
  loaderDeps: ({ search }) => search,
  // Not awaited: the screen shows its own loading and failure states. Only for the owner: another
  // role gets 'not for your role' from the admin layout, and a call the server refuses would be noise.
  loader: ({ context, deps }) => {
    if (storedStaffRole() !== 'owner') return;
    void context.trpc.audit.list.prefetch({ ...auditFilterOf(deps), page: deps.page ?? 1 });
    void context.trpc.audit.people.prefetch();
  },
  head: () => ({ meta: [{ title: publicMessages.adminTitles.audit }] }),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditScreen search={Route.useSearch()} />;
}
