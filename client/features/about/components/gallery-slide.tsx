import type { GalleryItem } from '../content';

/** One photo of the gallery with its caption; the first is fetched eagerly, the rest when needed. */
export function GallerySlide({ item, index, total }: { item: GalleryItem; index: number; total: number }) {
  return (
    <figure className="gallery__figure">
      <img
        className="gallery__image"
        src={item.src}
        width={item.width}
        height={item.height}
        alt={item.alt}
        sizes="100vw"
        loading="lazy"
        decoding="async"
      />
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
