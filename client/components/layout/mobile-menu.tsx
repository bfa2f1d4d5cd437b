import { type MouseEvent, memo, useEffect, useId, useRef, useState } from 'react';
import { whenIdle } from '#client/lib/idle';
import { afterNextPaint } from '#client/lib/navigate-after-paint';
import { telHref } from '#client/lib/phone';
import { useBodyScrollLock } from '#client/lib/use-body-scroll-lock';
import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { AppLink } from '../ui/app-link';
import { HydrateApart } from '../ui/hydrate-apart';
import { ChevronDownIcon, CloseIcon, PhoneIcon } from '../ui/icons';
import { isNavGroup, mainMenu, type NavGroupItem } from './nav-items';
import { SocialLinks } from './social-links';

/** Marks the menu link just followed until the menu has closed (layout.css draws it as the current page's). */
export const MENU_LINK_FOLLOWED = 'data-followed';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** A link in it was followed: the menu closes, the navigation follows. */
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
  settings: SiteSettingsView;
}

/**
 * The menu for widths up to 1024 px: a panel over the page. While open the page does not scroll,
 * Escape or the close button closes it and focus returns to the toggle (the header owns the toggle).
 */
export function MobileMenu({ id, open, onClose, onNavigate, settings }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(open);
  // Until the page is idle the closed menu is `hidden` (not laid out during the load); after, it is
  // laid out but invisible, so a tap only has it painted (layout.css, docs/decisions/phone-speed.md).
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);

  useEffect(() => {
    if (!open) return;
    // Focus moves after the frame that shows the menu: focusing at once made the browser work out
    // the new panel's styles inside the tap's task (docs/decisions/phone-speed.md).
    let cancelled = false;
    void afterNextPaint().then(() => !cancelled && closeRef.current?.focus());
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  return (
    <div
      className="mobile-menu"
      data-open={open || undefined}
      hidden={!open && !ready}
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div id={id} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={publicMessages.site.mainMenu}>
        <div className="mobile-menu__top">
          <span className="mobile-menu__title display">{publicMessages.site.mainMenu}</span>
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label={publicMessages.nav.closeMenu}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {/* Hidden until the first tap on the toggle: its links hydrate after the page. */}
        <HydrateApart waitForVisitor={false}>
          <MobileMenuContent onNavigate={onNavigate} settings={settings} />
        </HydrateApart>
      </div>
    </div>
  );
}

/**
 * The menu's links and contacts. Memoised apart from the panel: opening the menu changes only the
 * panel's `hidden`, and re-rendering its twenty-odd router links (each works out its address and
 * whether it is the current page) made the tap's frame wait (docs/decisions/phone-speed.md).
 */
const MobileMenuContent = memo(function MobileMenuContent({
  onNavigate,
  settings,
}: {
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
  settings: SiteSettingsView;
}) {
  return (
    <>
      <nav aria-label={publicMessages.site.mainMenu}>
        <ul className="mobile-menu__list">
          {mainMenu.map((item) =>
            isNavGroup(item) ? (
              <MobileGroup key={item.id} group={item} onNavigate={onNavigate} />
            ) : (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  className="mobile-menu__link"
                  activeOptions={{ exact: item.to === '/' }}
                  onClick={onNavigate}
                >
                  {item.label}
                </AppLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mobile-menu__footer">
        <AppLink to="/waiting-list" className="button" onClick={onNavigate}>
          {publicMessages.nav.signUp}
        </AppLink>
        <a className="mobile-menu__phone" href={telHref(settings.phone)}>
          <PhoneIcon />
          {settings.phone}
        </a>
        <SocialLinks settings={settings} />
      </div>
    </>
  );
});

function MobileGroup({ group, onNavigate }: { group: NavGroupItem; onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li className="mobile-menu__group" data-expanded={expanded || undefined}>
      <button
        type="button"
        className="mobile-menu__link mobile-menu__group-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {group.label}
        <ChevronDownIcon className="icon mobile-menu__chevron" />
      </button>
      <ul id={listId} className="mobile-menu__sublist" hidden={!expanded}>
        {group.children.map((child) => (
          <li key={child.to}>
            <AppLink to={child.to} className="mobile-menu__sublink" onClick={onNavigate}>
              {child.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
