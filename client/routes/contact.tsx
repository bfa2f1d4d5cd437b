import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { ContactPage } from '../features/contact/components/contact-page';
import { pageHead } from '../lib/seo';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'contacts'),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/contact',
      title: publicMessages.heads.contacts.title(settings?.clubName ?? ''),
      description: publicMessages.heads.contacts.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: ContactPage,
});
