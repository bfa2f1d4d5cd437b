import { createFileRoute } from '@tanstack/react-router';
import { NewsEditor, type NewsEditTarget } from '#client/features/admin-news/components/news-editor';
import { searchInt } from '#client/lib/search-params';
import { publicMessages } from '#shared/messages/public.ru';

/** `?edit=new` or `?edit=<post id>`. */
function parseSearch(search: Record<string, unknown>): { edit?: 'new' | number } {
  // The key is returned even when undefined: the router keeps raw values of keys left out.
  return { edit: search.edit === 'new' ? 'new' : searchInt(search.edit, 1, Number.MAX_SAFE_INTEGER) };
}

export const Route = createFileRoute('/_admin/admin/news')({
  validateSearch: parseSearch,
  head: () => ({ meta: [{ title: publicMessages.adminTitles.news }] }),
  component: AdminNewsPage,
});

function AdminNewsPage() {
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: NewsEditTarget) =>
    void navigate({ search: next === undefined ? {} : { edit: next }, ignoreBlocker: true });
  return <NewsEditor edit={edit} onEditChange={change} />;
}
