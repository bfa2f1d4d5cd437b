import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '#client/features/admin-audit/components/audit-screen';
import { parseAuditSearch } from '#client/features/admin-audit/search';
import { publicMessages } from '#shared/messages/public.ru';

/**
 * No validateSearch and no loader: a route's config is in the entry chunk every public page loads
 * (server/render/script-budget.ts), so the filters are read and the data asked for by the screen, in
 * the admin chunk. The screen starts its queries on mount; an owner-only page needs no head start.
 */
export const Route = createFileRoute('/_admin/admin/audit')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.audit }] }),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditScreen search={parseAuditSearch(Route.useSearch())} />;
}
