import { FadingDialog } from '#client/components/ui/fading-dialog';
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
 * open (FadingDialog). Loaded only when a visitor is about to open it; it and the panel fade and
 * scale in by CSS (fading-backdrop.css, sized in store.css).
 */
export default function QuickViewDialog({ product, chatUrl, onClose }: QuickViewDialogProps) {
  return (
    <FadingDialog
      value={product}
      keyOf={(shown) => shown._id}
      onClose={onClose}
      block="quick-view"
      closeLabel={publicMessages.common.close}
    >
      {(shown, titleId) => (
        <>
          <div className="quick-view__media">
            <PictureOrAddress
              className="quick-view__image"
              picture={shown.picture}
              src={shown.image}
              sizes="(max-width: 768px) 100vw, 50vw"
              alt={shown.text}
              width={800}
              height={800}
            />
            <ProductBadges product={shown} />
          </div>
          <div className="quick-view__info">
            <h2 id={titleId} className="quick-view__title">
              {shown.text}
            </h2>
            <StarRating rating={shown.rating} />
            <ProductPrice product={shown} />
            <OrderButton productName={shown.text} chatUrl={chatUrl} className="quick-view__order" />
          </div>
        </>
      )}
    </FadingDialog>
  );
}
