import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { CabinetPage } from '../features/cabinet/cabinet-page';
import { pageHead } from '../lib/seo';

/**
 * The family's own page (docs/decisions/family-login.md). The server renders the same shell for
 * everyone (the page cache keeps one copy): the family's data comes by its own calls after the
 * page loads, with the family cookie only /trpc sees. Not for search engines.
 */
export const Route = createFileRoute('/cabinet')({
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    const base = pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/cabinet',
      title: publicMessages.heads.cabinet.title(clubName),
      description: publicMessages.heads.cabinet.description,
    });
    return { ...base, meta: [...base.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: CabinetPage,
});
