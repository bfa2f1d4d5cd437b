import { createFileRoute } from '@tanstack/react-router';
import { TrialSlotsEditor } from '#client/features/admin-trials/trial-slots-editor';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/trial-slots')({
  loader: ({ context }) =>
    Promise.all([
      context.trpc.trials.slots.list.ensureData(),
      context.trpc.trials.closures.list.ensureData(),
      context.trpc.trials.settings.get.ensureData(),
    ]),
  head: () => ({ meta: [{ title: publicMessages.adminTitles.trialSlots }] }),
  component: TrialSlotsEditor,
});
