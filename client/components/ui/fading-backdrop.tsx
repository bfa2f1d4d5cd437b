import { m, useIsPresent } from 'framer-motion';
import type { ReactNode, RefObject } from 'react';
import { useBodyScrollLock } from '#client/lib/use-body-scroll-lock';
import { useModalKeys } from '#client/lib/use-modal-keys';

interface FadingBackdropProps {
  className: string;
  /** The dialog inside (Tab cycles through its controls) and the button focus moves to once shown. */
  panelRef: RefObject<HTMLElement | null>;
  closeRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Named only while open: a test finds the backdrop of the dialog that is open, not one fading out. */
  testId: string;
  children: ReactNode;
}

/**
 * The dark backdrop of a public modal (the store's quick view, the press centre's photo viewer), for
 * a child of framer-motion's AnimatePresence (the page's LazyMotion gives `m` its features): it fades
 * in and out in 200 ms, locks the page's scroll, and hears Escape and Tab (useModalKeys); a click on
 * the backdrop itself closes. While it fades out it is no longer a dialog: not clickable, hidden from
 * assistive technology, deaf to keys, and the page scrolls again.
 */
export function FadingBackdrop({ className, panelRef, closeRef, onClose, testId, children }: FadingBackdropProps) {
  const isPresent = useIsPresent();
  useBodyScrollLock(isPresent);
  useModalKeys({ open: isPresent, panelRef, closeRef, onClose });
  return (
    <m.div
      className={className}
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.2 }}
      onClick={(event) => {
        if (isPresent && event.target === event.currentTarget) onClose();
      }}
      data-testid={isPresent ? testId : undefined}
      data-closing={isPresent ? undefined : ''}
      aria-hidden={isPresent ? undefined : true}
    >
      {children}
    </m.div>
  );
}
