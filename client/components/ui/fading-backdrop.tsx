import { type ReactNode, type RefObject, useCallback, useEffect, useState } from 'react';
import { useBodyScrollLock } from '#client/lib/use-body-scroll-lock';
import { useModalKeys } from '#client/lib/use-modal-keys';

/**
 * The value a fading dialog shows: the one asked for, or while it fades out the last one (`leaving`),
 * until `exited` is called at the end of the fade. A new value replaces the old one at once.
 */
export function useFadingValue<T>(value: T | null): { shown: T | null; leaving: boolean; exited: () => void } {
  const [last, setLast] = useState<T | null>(value);
  // Set while rendering (React's way to keep state in step with a prop): no frame shows the old one.
  if (value !== null && value !== last) setLast(value);
  const exited = useCallback(() => setLast(null), []);
  return { shown: value ?? last, leaving: value === null && last !== null, exited };
}

/** The fade-out's length in the dialogs' CSS; past twice as long the dialog goes without its animationend. */
const FADE_OUT_MS = 200;

interface FadingBackdropProps {
  /**
   * The dialog's own class (its look), put before `fading-backdrop` (the fades): the visitors' Web
   * Vitals name a tapped element by its first class (client/lib/interaction-target.ts).
   */
  className: string;
  /** Fading out: not a dialog any more, and `onExited` comes when the fade is over. */
  leaving: boolean;
  onExited: () => void;
  /** The dialog inside (Tab cycles through its controls) and the button focus moves to once shown. */
  panelRef: RefObject<HTMLElement | null>;
  closeRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Named only while open: a test finds the backdrop of the dialog that is open, not one fading out. */
  testId: string;
  children: ReactNode;
}

/**
 * The dark backdrop of a public modal (the store's quick view, the press centre's photo viewer, both
 * drawn by FadingDialog in fading-dialog.tsx): it fades in and out in 200 ms by CSS animations, with
 * its panel's (`fading-backdrop__panel`), written once in fading-backdrop.css, which the root route
 * imports (`[data-closing]` for the way out: a stylesheet of the dialog's own chunk restyled the
 * whole page when it arrived, inside the tap), locks the page's scroll, and hears Escape and Tab
 * (useModalKeys); a click on the backdrop itself closes. While it fades out it is no longer a
 * dialog: not clickable, hidden from assistive technology, deaf to keys, and the page scrolls again.
 * CSS rather than framer-motion: opening is then React's mount and a compositor animation, with no
 * animation library to load and start inside the tap (docs/decisions/phone-speed.md, 'Taps').
 */
export function FadingBackdrop({
  className,
  leaving,
  onExited,
  panelRef,
  closeRef,
  onClose,
  testId,
  children,
}: FadingBackdropProps) {
  const open = !leaving;
  useBodyScrollLock(open);
  useModalKeys({ open, panelRef, closeRef, onClose });
  // Where no animation runs (reduced motion turned it off, a test's DOM) the fade still ends.
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(onExited, FADE_OUT_MS * 2);
    return () => window.clearTimeout(timer);
  }, [leaving, onExited]);
  return (
    // The backdrop's click is the pointer's way out; Escape is the keyboard's (useModalKeys).
    <div
      className={`${className} fading-backdrop`}
      onClick={(event) => {
        if (open && event.target === event.currentTarget) onClose();
      }}
      onAnimationEnd={(event) => {
        if (leaving && event.target === event.currentTarget) onExited();
      }}
      data-testid={open ? testId : undefined}
      data-closing={open ? undefined : ''}
      aria-hidden={open ? undefined : true}
    >
      {children}
    </div>
  );
}
