import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { LoginPage } from '../features/auth/components/login-page';
import { parseLoginSearch } from '../features/auth/return-path';
import { pageHead } from '../lib/seo';

/** The admin login. Not for search engines. */
export const Route = createFileRoute('/authorization-account')({
  validateSearch: parseLoginSearch,
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName ?? '';
    const base = pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/authorization-account',
      title: clubName ? `${publicMessages.auth.loginPageTitle} — ${clubName}` : publicMessages.auth.loginPageTitle,
      description: publicMessages.auth.loginLead,
    });
    return { ...base, meta: [...base.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  return <LoginPage reason={search.reason} redirectTo={search.redirect} />;
}
