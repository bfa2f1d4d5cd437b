import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { FaqPage } from '../features/faq/faq-page';
import { pageHead } from '../lib/seo';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/faq')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'faq'),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/faq',
      title: publicMessages.heads.faq.title(settings?.clubName ?? ''),
      description: publicMessages.heads.faq.description(settings?.clubName ?? ''),
    });
  },
  component: FaqPage,
});
