import { createFileRoute } from '@tanstack/react-router';
import { MediaLibrary } from '#client/features/admin-media/components/media-library';
import { publicMessages } from '#shared/messages/public.ru';

/** The media library (admin only: the _admin layout guards it). */
export const Route = createFileRoute('/_admin/admin-media')({
  // Not awaited: the screen shows its own loading and failure states.
  loader: ({ context }) => {
    void context.trpc.media.list.prefetch(undefined);
  },
  head: () => ({ meta: [{ title: `${publicMessages.adminTitles.media} — ${publicMessages.adminTitles.dashboard}` }] }),
  component: MediaLibrary,
});
