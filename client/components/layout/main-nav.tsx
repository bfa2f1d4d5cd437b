import { useLocation } from '@tanstack/react-router';
import { type FocusEvent, type KeyboardEvent, memo, useId, useRef, useState } from 'react';
import { publicMessages } from '#shared/messages/public.ru';
import { AppLink } from '../ui/app-link';
import { ChevronDownIcon } from '../ui/icons';
import { headerMenu, isNavGroup, type NavGroupItem } from './nav-items';

/**
 * Desktop menu (above 1024 px): links plus the two dropdowns, opened by hover, click or keyboard.
 * Memoised: it takes nothing from the header, whose state (the phone menu open or shut) would
 * otherwise re-render its twenty links on every tap of the menu button.
 */
export const MainNav = memo(function MainNav() {
  return (
    <nav className="main-nav" aria-label={publicMessages.site.mainMenu}>
      <ul className="main-nav__list">
        {headerMenu.map((item) =>
          isNavGroup(item) ? (
            <NavDropdown key={item.id} group={item} />
          ) : (
            <li key={item.to} className="main-nav__item">
              <AppLink to={item.to} className="main-nav__link" activeOptions={{ exact: item.to === '/' }}>
                {item.label}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
});

function NavDropdown({ group }: { group: NavGroupItem }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // Remembers the page it was opened on, so choosing a link (a navigation) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // How the button is being pressed. A mouse has already opened the menu by hovering on the way to
  // the button, so its click keeps it open (a toggle would close what the visitor just saw open,
  // depending on whether React had re-rendered in between); keyboard and touch toggle.
  const pressedWith = useRef('');
  const isCurrentSection = group.children.some((child) => child.to === pathname);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className="main-nav__item main-nav__item--dropdown"
      data-open={open || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link main-nav__toggle"
        data-status={isCurrentSection ? 'active' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          setOpen(pressedWith.current === 'mouse' ? true : !open);
          pressedWith.current = '';
        }}
      >
        {group.label}
        <ChevronDownIcon className="icon main-nav__chevron" />
      </button>
      <ul id={menuId} className="main-nav__submenu" hidden={!open}>
        {group.children.map((child) => (
          <li key={child.to}>
            <AppLink to={child.to} className="main-nav__sublink">
              {child.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
