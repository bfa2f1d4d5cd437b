import { useLocation } from '@tanstack/react-router';
import { type MouseEvent, memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '#client/lib/navigate-after-paint';
import { telHref } from '#client/lib/phone';
import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { AppLink } from '../ui/app-link';
import { ClockIcon, MenuIcon, PhoneIcon, PinIcon } from '../ui/icons';
import { AccountControl } from './account-control';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MENU_LINK_FOLLOWED, MobileMenu } from './mobile-menu';
import { SocialLinks } from './social-links';

/** The header: contacts bar, logo, phone, social links, sign-up, login state, menu. */
export function SiteHeader({ settings }: { settings: SiteSettingsView }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Remembers the page it was opened on, so following a menu link (a navigation) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => {
    setMenuOpenOn(null);
    toggleRef.current?.focus();
  }, []);
  // Following a menu link marks the link in the tap's frame (gold, as the current page's) and closes
  // the menu in the next one: closing uncovers the whole page, whose repaint made the tap's frame
  // the slowest of the site (docs/decisions/phone-speed.md, 'Taps'). The toggle gets the focus a
  // frame after that: focusing in the tap's task made the browser restyle and lay out the page there.
  const closeMenuToNavigate = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    link.setAttribute(MENU_LINK_FOLLOWED, '');
    void afterNextPaint()
      .then(() => {
        setMenuOpenOn(null);
        return afterNextPaint();
      })
      .then(() => {
        link.removeAttribute(MENU_LINK_FOLLOWED);
        const focused = document.activeElement;
        if (!focused || focused === document.body || focused.closest('.mobile-menu')) toggleRef.current?.focus();
      });
  }, []);

  // Growing past the mobile breakpoint with the menu open would leave the page scroll-locked.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 1025px)');
    const onChange = () => wide.matches && setMenuOpenOn(null);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <>
      <Topbar settings={settings} />
      <header className="masthead">
        <div className="container masthead__inner">
          <Logo clubName={settings.clubName} />
          <div className="masthead__actions">
            <MastheadContacts settings={settings} />
            <button
              ref={toggleRef}
              type="button"
              className="icon-button masthead__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={publicMessages.nav.openMenu}
              onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
      <div className="navbar">
        <div className="container">
          <MainNav />
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu} onNavigate={closeMenuToNavigate} settings={settings} />
    </>
  );
}

/*
 * The header's parts the menu's state does not change, memoised: a tap on the toggle re-renders the
 * toggle and the menu, not the contacts, the social links and the sign-up link (a router link works
 * out its address on every render).
 */
const Topbar = memo(function Topbar({ settings }: { settings: SiteSettingsView }) {
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <span className="topbar__item">
          <PinIcon />
          {settings.address}
        </span>
        <span className="topbar__item">
          <ClockIcon />
          {settings.hoursWeekdays} · {settings.hoursSunday}
        </span>
        <SocialLinks settings={settings} className="topbar__social" />
      </div>
    </div>
  );
});

const MastheadContacts = memo(function MastheadContacts({ settings }: { settings: SiteSettingsView }) {
  return (
    <>
      <a
        className="masthead__phone"
        href={telHref(settings.phone)}
        aria-label={`${publicMessages.contacts.phone}: ${settings.phone}`}
      >
        <span className="masthead__phone-icon">
          <PhoneIcon />
        </span>
        <span className="masthead__phone-number">{settings.phone}</span>
      </a>
      <AppLink to="/waiting-list" className="button button--sm masthead__cta">
        {publicMessages.nav.signUp}
      </AppLink>
      <AccountControl />
    </>
  );
});
