import { useRef } from 'react';
import { FadingBackdrop, useFadingValue } from '#client/components/ui/fading-backdrop';
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

/**
 * The large-image modal: closed by its button, a click on the backdrop or Escape; focus
 * stays inside while open. This module loads only when a photo is opened or about to be; the viewer
 * fades and scales in by CSS (fading-backdrop.css).
 */
export default function ImageViewer({ image, onClose }: ImageViewerProps) {
  const { shown, leaving, exited } = useFadingValue(image);
  return shown && <ViewerDialog key={shown.src} image={shown} onClose={onClose} leaving={leaving} onExited={exited} />;
}

interface ViewerDialogProps {
  image: ViewerImage;
  onClose: () => void;
  leaving: boolean;
  onExited: () => void;
}

function ViewerDialog({ image, onClose, leaving, onExited }: ViewerDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  return (
    <FadingBackdrop
      className="image-viewer"
      leaving={leaving}
      onExited={onExited}
      panelRef={panelRef}
      closeRef={closeRef}
      onClose={onClose}
      testId="image-viewer-backdrop"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={newsMessages.imageDialog(image.title)}
        className="fading-backdrop__panel image-viewer__dialog"
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
      </div>
    </FadingBackdrop>
  );
}
