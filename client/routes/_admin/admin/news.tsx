import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { messages } from '../../../../shared/messages.ru';
import { NewsEditor, type NewsEditTarget } from '../../../features/admin-news/components/news-editor';

const searchSchema = z.object({
  edit: z
    .union([z.literal('new'), z.coerce.number().int().positive()])
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_admin/admin/news')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: messages.adminNewsEditor.title }] }),
  component: AdminNewsPage,
});

function AdminNewsPage() {
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: NewsEditTarget) =>
    void navigate({ search: next === undefined ? {} : { edit: next }, ignoreBlocker: true });
  return <NewsEditor edit={edit} onEditChange={change} />;
}
