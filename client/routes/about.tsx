import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { AboutPage } from '../features/about/components/about-page';
import { pageHead } from '../lib/seo';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => Promise.all([ensurePublishedPage(context.trpc, 'about'), context.trpc.coaches.list.ensureData()]),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/about',
      title: publicMessages.heads.about.title(settings?.clubName ?? ''),
      description: publicMessages.heads.about.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: AboutPage,
});
