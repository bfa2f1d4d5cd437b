import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { HomePage } from '../features/home/components/home-page';
import { pageHead } from '../lib/seo';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/')({
  // If news or products fail, the home page still renders (those blocks stay empty), so
  // they are prefetched (errors kept in the cache) rather than ensured (errors thrown).
  loader: async ({ context }) => {
    await Promise.all([
      ensurePublishedPage(context.trpc, 'home'),
      context.trpc.posts.listPage.prefetch({ view: 'home', page: 1 }),
      context.trpc.posts.listPage.prefetch({ view: 'victories', page: 1 }),
      context.trpc.products.list.prefetch(),
    ]);
  },
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    const clubName = settings?.clubName ?? '';
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/',
      title: publicMessages.heads.home.title(clubName),
      description: publicMessages.heads.home.description(clubName, settings?.city ?? ''),
    });
  },
  component: HomePage,
});
