import { AnimatePresence, LazyMotion, MotionConfig, m, useIsPresent } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '#client/components/ui/icons';
import { afterNextPaint } from '#client/lib/navigate-after-paint';
import { useBodyScrollLock } from '#client/lib/use-body-scroll-lock';
import { newsMessages } from '#shared/messages/screens/news.ru';

export interface ViewerImage {
  src: string;
  title: string;
  alt: string;
}

interface ImageViewerProps {
  image: ViewerImage | null;
  onClose: () => void;
}

const loadFeatures = () => import('framer-motion').then((module) => module.domAnimation);

/**
 * The large-image modal: closed by its button, a click on the backdrop or Escape; focus
 * stays inside while open. This module (and framer-motion with it) loads only when a photo is opened
 * or about to be.
 */
export default function ImageViewer({ image, onClose }: ImageViewerProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>{image && <ViewerDialog key={image.src} image={image} onClose={onClose} />}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

function ViewerDialog({ image, onClose }: { image: ViewerImage; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // While it fades out it is closed: deaf to keys, and the focus it was about to take stays where the
  // close gave it back (an Escape pressed before the first frame, on a slow phone, lost it).
  const isPresent = useIsPresent();
  useBodyScrollLock(true);

  useEffect(() => {
    if (!isPresent) return;
    // After the frame that shows the photo: focusing in the tap's task made the browser work out the
    // new dialog's styles there (docs/decisions/phone-speed.md).
    let cancelled = false;
    void afterNextPaint().then(() => !cancelled && closeRef.current?.focus());
    // On the document, so Escape and Tab work wherever focus is (a click on the picture moves it).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        // The close button is the only control: Tab and Shift+Tab keep focus on it.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, isPresent]);

  return (
    <m.div
      className="image-viewer"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.2 }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="image-viewer-backdrop"
    >
      <m.div
        role="dialog"
        aria-modal="true"
        aria-label={newsMessages.imageDialog(image.title)}
        className="image-viewer__dialog"
        initial={{ opacity: 0, scale: 0.94, y: 12 }}
        animate={{ opacity: 1, scale: 1, y: 0 }}
        exit={{ opacity: 0, scale: 0.96, y: 8 }}
        transition={{ duration: 0.25, ease: [0.22, 1, 0.36, 1] }}
      >
        <img className="image-viewer__image" src={image.src} alt={image.alt} width={1200} height={800} />
        <button
          ref={closeRef}
          type="button"
          className="image-viewer__close"
          aria-label={newsMessages.closeImage}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </m.div>
    </m.div>
  );
}
