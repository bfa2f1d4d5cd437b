import { FadingDialog } from '#client/components/ui/fading-dialog';
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
 * stays inside while open (FadingDialog). This module loads only when a photo is opened or about to
 * be; the viewer fades and scales in by CSS (fading-backdrop.css).
 */
export default function ImageViewer({ image, onClose }: ImageViewerProps) {
  return (
    <FadingDialog
      value={image}
      keyOf={(shown) => shown.src}
      onClose={onClose}
      block="image-viewer"
      closeLabel={newsMessages.closeImage}
      label={(shown) => newsMessages.imageDialog(shown.title)}
    >
      {(shown) => <img className="image-viewer__image" src={shown.src} alt={shown.alt} width={1200} height={800} />}
    </FadingDialog>
  );
}
