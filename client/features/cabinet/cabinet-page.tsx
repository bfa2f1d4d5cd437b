import { type ReactNode, useEffect, useState } from 'react';
import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { UserIcon } from '#client/components/ui/icons';
import { failureStatus } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { cabinetMessages as copy } from '#shared/messages/screens/cabinet.ru';
import { FamilyView } from './family-view';
import { LoginCard } from './login-card';
import { forgetLogin, rememberedLogin, rememberLogin } from './remembered';
import './cabinet.css';

/**
 * /cabinet: the login by a phone code, then the family's children. The server draws the loading
 * state for everyone; the browser then asks for the family's page (its cookie is HttpOnly, so a
 * flag in localStorage only says whether asking is worth a request before the login form shows).
 */
export function CabinetPage() {
  const [mounted, setMounted] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    setLoggedIn(rememberedLogin());
    setMounted(true);
  }, []);
  const home = trpc.family.home.useQuery(undefined, { enabled: mounted && loggedIn, retry: false, staleTime: 30_000 });
  const utils = trpc.useUtils();
  const unauthorized = failureStatus(home.error) === 401;
  useEffect(() => {
    if (unauthorized) {
      forgetLogin();
      setLoggedIn(false);
    }
  }, [unauthorized]);

  let content: ReactNode;
  if (!mounted || (loggedIn && home.isPending)) content = <p className="cabinet__note">{copy.loading}</p>;
  else if (!loggedIn || unauthorized)
    content = (
      <LoginCard
        onLoggedIn={() => {
          // Another phone may have been logged in in this tab: nothing of its page is kept.
          void utils.family.home.reset();
          rememberLogin();
          setLoggedIn(true);
        }}
      />
    );
  else if (home.error || !home.data) content = <p className="cabinet__note">{copy.loadFailed}</p>;
  else
    content = (
      <FamilyView
        home={home.data}
        onLoggedOut={() => {
          forgetLogin();
          setLoggedIn(false);
        }}
      />
    );

  return (
    // with-page: the login form answers the first tap, and what it shows follows the session's state.
    <PlainPage
      first={<PageBanner title={copy.title} crumb={copy.title} crumbTo="/cabinet" icon={<UserIcon />} lead={copy.lead} />}
      below="with-page"
    >
      <section className="section section--light cabinet" aria-label={copy.title}>
        <div className="container cabinet__inner">{content}</div>
      </section>
    </PlainPage>
  );
}
