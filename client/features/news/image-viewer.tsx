import { AnimatePresence, LazyMotion, MotionConfig, m } from 'framer-motion';
import { useRef } from 'react';
import { FadingBackdrop } from '#client/components/ui/fading-backdrop';
import { CloseIcon } from '#client/components/ui/icons';
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
  const panelRef = useRef<HTMLDivElement>(null);

  return (
    <FadingBackdrop
      className="image-viewer"
      panelRef={panelRef}
      closeRef={closeRef}
      onClose={onClose}
      testId="image-viewer-backdrop"
    >
      <m.div
        ref={panelRef}
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
    </FadingBackdrop>
  );
}
