import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';
import { contactSeo } from '../features/contact/seo';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => context.trpc.pages.contacts.ensureData(),
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
