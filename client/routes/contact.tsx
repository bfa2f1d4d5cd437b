import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';
import { contactSeo } from '../features/contact/seo';
import { pageHead } from '../lib/seo';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'contacts'),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/contact',
      title: contactSeo.title(settings?.clubName ?? ''),
      description: contactSeo.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: ContactPage,
});
