import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

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
  head: kindHead('home'),
  component: HomePage,
});
