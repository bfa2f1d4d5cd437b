import { MediaPicture } from '#client/components/ui/media-picture';
import type { AboutPageData } from '#shared/schemas/pages/views';

export type GalleryItem = AboutPageData['gallery']['items'][number];

/** One photo of the gallery with its caption; fetched when needed, drawn across the screen. */
export function GallerySlide({ item, index, total }: { item: GalleryItem; index: number; total: number }) {
  return (
    <figure className="gallery__figure">
      <MediaPicture className="gallery__image" image={item.image} sizes="100vw" loading="lazy" decoding="async" />
      <figcaption className="gallery__caption">
        <span className="gallery__counter display" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
          <span className="gallery__counter-total">/{String(total).padStart(2, '0')}</span>
        </span>
        <span className="gallery__caption-text">{item.caption}</span>
      </figcaption>
    </figure>
  );
}
