import { PictureOrAddress } from '#client/components/ui/picture-or-address';
import { storeMessages } from '#shared/messages/screens/store.ru';
import type { Product } from '#shared/schemas/product';
import { OrderButton } from './order-button';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { StarRating } from './star-rating';
import { ZoomIcon } from './store-icons';

interface ProductCardProps {
  product: Product;
  chatUrl: string;
  /** Images of the first cards are in the first screen: loaded at once, the rest lazily. */
  eager: boolean;
  onQuickView: (product: Product, trigger: HTMLButtonElement) => void;
  onQuickViewIntent: () => void;
}

/**
 * The card image's width by layout (store.css): at most half the screen up to 1024 px (phones show
 * two a row: 180 px wide on a 412 px phone, which needs the 400 px file, not the 800 one); above,
 * the grid's columns of at least 260 px make a card at most ~350 px wide (290 px at 1440).
 */
const PRODUCT_CARD_SIZES = '(max-width: 1024px) 50vw, 350px';

/** Badges, the image with a quick view, name, rating, prices and the Order button. */
export function ProductCard({ product, chatUrl, eager, onQuickView, onQuickViewIntent }: ProductCardProps) {
  return (
    <article className="product-card lift-card">
      <div className="product-card__media">
        <button
          type="button"
          className="product-card__zoom"
          aria-haspopup="dialog"
          aria-label={storeMessages.quickViewOf(product.text)}
          onClick={(event) => onQuickView(product, event.currentTarget)}
          onPointerEnter={onQuickViewIntent}
          onFocus={onQuickViewIntent}
        >
          <PictureOrAddress
            className="product-card__image"
            picture={product.picture}
            src={product.image}
            sizes={PRODUCT_CARD_SIZES}
            alt=""
            width={800}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
          <span className="product-card__zoom-hint" aria-hidden="true">
            <ZoomIcon />
          </span>
        </button>
        <ProductBadges product={product} />
      </div>
      <div className="product-card__body">
        <h2 className="product-card__name">{product.text}</h2>
        <StarRating rating={product.rating} />
        <ProductPrice product={product} />
        <OrderButton productName={product.text} chatUrl={chatUrl} className="product-card__order" />
      </div>
    </article>
  );
}
