import { createFileRoute } from '@tanstack/react-router';
import { PassTypesEditor } from '#client/features/admin-pass-types/components/pass-types-editor';
import { publicMessages } from '#shared/messages/public.ru';

/** 'Абонементы': the kinds of pass the club sells (owner and managers; the _admin layout guards it). */
export const Route = createFileRoute('/_admin/admin/pass-types')({
  loader: ({ context }) => {
    void context.trpc.passTypes.list.prefetch();
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.passTypes} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: PassTypesEditor,
});
