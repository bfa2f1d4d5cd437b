import { useId, useRef } from 'react';
import { FadingBackdrop, useFadingValue } from '#client/components/ui/fading-backdrop';
import { CloseIcon } from '#client/components/ui/icons';
import { PictureOrAddress } from '#client/components/ui/picture-or-address';
import { publicMessages } from '#shared/messages/public.ru';
import type { Product } from '#shared/schemas/product';
import { OrderButton } from './order-button';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { StarRating } from './star-rating';

interface QuickViewDialogProps {
  product: Product | null;
  chatUrl: string;
  onClose: () => void;
}

/**
 * The store's quick view: the large image with the product's name, rating, price and
 * Order button. Closes with its button, a click on the backdrop or Escape; focus stays inside while
 * open. Loaded only when a visitor is about to open it; it and the panel fade and scale in by CSS
 * (fading-backdrop.css, sized in store.css).
 */
export default function QuickViewDialog({ product, chatUrl, onClose }: QuickViewDialogProps) {
  const { shown, leaving, exited } = useFadingValue(product);
  return (
    shown && (
      <QuickViewPanel key={shown._id} product={shown} chatUrl={chatUrl} onClose={onClose} leaving={leaving} onExited={exited} />
    )
  );
}

interface QuickViewPanelProps {
  product: Product;
  chatUrl: string;
  onClose: () => void;
  leaving: boolean;
  onExited: () => void;
}

function QuickViewPanel({ product, chatUrl, onClose, leaving, onExited }: QuickViewPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <FadingBackdrop
      className="quick-view"
      leaving={leaving}
      onExited={onExited}
      panelRef={panelRef}
      closeRef={closeRef}
      onClose={onClose}
      testId="quick-view-backdrop"
    >
      {/* While it fades out the backdrop hides it from assistive technology (FadingBackdrop). */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="fading-backdrop__panel quick-view__panel"
      >
        <div className="quick-view__media">
          <PictureOrAddress
            className="quick-view__image"
            picture={product.picture}
            src={product.image}
            sizes="(max-width: 768px) 100vw, 50vw"
            alt={product.text}
            width={800}
            height={800}
          />
          <ProductBadges product={product} />
        </div>
        <div className="quick-view__info">
          <h2 id={titleId} className="quick-view__title">
            {product.text}
          </h2>
          <StarRating rating={product.rating} />
          <ProductPrice product={product} />
          <OrderButton productName={product.text} chatUrl={chatUrl} className="quick-view__order" />
        </div>
        <button
          ref={closeRef}
          type="button"
          className="quick-view__close"
          aria-label={publicMessages.common.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
    </FadingBackdrop>
  );
}
