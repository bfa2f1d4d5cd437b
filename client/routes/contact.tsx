import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'contacts'),
  head: kindHead('contacts'),
  component: ContactPage,
});
