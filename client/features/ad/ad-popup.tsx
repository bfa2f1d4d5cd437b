import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useEffect, useId, useRef, useState } from 'react';
import { AdCardContent } from '#client/components/ui/ad-card';
import { afterNextPaint } from '#client/lib/navigate-after-paint';
import { AD_POPUP } from '#shared/constants';
import { publicMessages } from '#shared/messages/public.ru';
import type { AdPopupData } from '#shared/schemas/ad';
import './ad-popup.css';

/** The ad as ad.popup answers it (its `isActive` is not read: the gate shows only an active ad). */
export interface AdPopupProps extends AdPopupData {
  onClose: () => void;
}

/** Shown instead of the advert's image when that fails to load. */
export const AD_FALLBACK_IMAGE = '/media/ad-fallback.webp';
const AUTO_CLOSE_SECONDS = AD_POPUP.autoCloseMs / 1000;

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The advert in a modal dialog; a close button whose ring empties over 20 seconds, after
 * which it closes itself; a button to the ticket link (new tab); the limited-tickets note.
 * Escape closes it, focus stays inside while it is open and returns where it was afterwards.
 */
export function AdPopup({ imageUrl, redirectUrl, marking, onClose }: AdPopupProps) {
  const [imageSrc, setImageSrc] = useState(imageUrl);
  const [secondsLeft, setSecondsLeft] = useState(AUTO_CLOSE_SECONDS);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const noteId = useId();
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const openedAt = Date.now();
    const tick = setInterval(() => {
      const left = Math.max(0, AUTO_CLOSE_SECONDS - Math.floor((Date.now() - openedAt) / 1000));
      setSecondsLeft(left);
    }, 250);
    const autoClose = setTimeout(() => onCloseRef.current(), AD_POPUP.autoCloseMs);
    return () => {
      clearInterval(tick);
      clearTimeout(autoClose);
    };
  }, []);

  // Focus moves in and back out after the frame that shows (or removes) the pop-up: a focus() inside
  // the task that changed the page makes the browser work out the new styles and layout there and then,
  // again in the frame; in the close's tap that was most of its task (docs/decisions/phone-speed.md).
  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let open = true;
    void afterNextPaint().then(() => {
      if (open) closeRef.current?.focus();
    });
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      open = false;
      body.style.overflow = previousOverflow;
      void afterNextPaint().then(() => {
        // Only if nothing took the focus meanwhile (the removed close button leaves it on the body).
        const active = document.activeElement;
        if (previouslyFocused?.isConnected && (!active || active === document.body)) previouslyFocused.focus();
      });
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The entrance is framer-motion's (the house's animation library, through LazyMotion + m): it
  // plays when the pop-up appears at idle, never inside a tap. The close ring is a CSS transition to
  // the next second's length (ad-popup.css), not a per-frame script animation: under one for 20 s a
  // tap on «Закрыть» waited behind its frames (docs/decisions/phone-speed.md, 'Taps').
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div className="ad-popup">
        <m.div
          className="ad-popup__backdrop"
          aria-hidden="true"
          onClick={onClose}
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: 0.25 }}
        />
        <m.div
          ref={dialogRef}
          className="ad-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={noteId}
          onKeyDown={onKeyDown}
          initial={reduceMotion ? { opacity: 0 } : { opacity: 0, y: 24, scale: 0.96 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          transition={{ duration: 0.35, ease: [0.22, 1, 0.36, 1] }}
        >
          <h2 id={titleId} className="visually-hidden">
            {publicMessages.adPopup.label}
          </h2>
          <AdCardContent
            imageSrc={imageSrc}
            onImageError={() => setImageSrc((current) => (current === AD_FALLBACK_IMAGE ? current : AD_FALLBACK_IMAGE))}
            redirectUrl={redirectUrl}
            marking={marking}
            secondsLeft={secondsLeft}
            ringArc={(arc) => (
              <circle
                {...arc}
                className={`${arc.className} ad-popup__ring`}
                pathLength={1}
                strokeDasharray={`${Math.max(0, secondsLeft - 1) / AUTO_CLOSE_SECONDS} 1`}
              />
            )}
            closeRef={closeRef}
            onClose={onClose}
            noteId={noteId}
          />
        </m.div>
      </div>
    </LazyMotion>
  );
}
