import { type RefObject, useLayoutEffect } from 'react';
import { afterNextPaint } from './navigate-after-paint';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A modal's keys and first focus, for the fading dialogs of FadingBackdrop (the
 * store's quick view, the press centre's photo viewer). While `open`, Escape closes and Tab cycles
 * through the panel's own controls; focus moves to `closeRef` after the frame that shows the dialog
 * (focusing in the tap's task made the browser work out the new dialog's styles there,
 * docs/decisions/phone-speed.md). A layout effect, so the keys are heard from the first frame: with
 * a passive effect an Escape pressed right after it (a fast keyboard, a slow phone) was lost. When
 * `open` turns false (the fade-out) the keys stop and a focus move not yet made is
 * dropped: the focus stays where the close gave it back.
 */
export function useModalKeys(options: {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  closeRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}): void {
  const { open, panelRef, closeRef, onClose } = options;
  useLayoutEffect(() => {
    if (!open) return;
    let cancelled = false;
    void afterNextPaint().then(() => !cancelled && closeRef.current?.focus());
    // On the document, so the keys work wherever focus is (before it moves in, or on a clicked picture).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, panelRef, closeRef, onClose]);
}
