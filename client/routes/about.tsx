import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/components/about-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => Promise.all([ensurePublishedPage(context.trpc, 'about'), context.trpc.coaches.list.ensureData()]),
  head: kindHead('about'),
  component: AboutPage,
});
