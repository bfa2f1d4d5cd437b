import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/faq/faq-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/faq')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'faq'),
  head: kindHead('faq'),
  component: FaqPage,
});
