import { storeMessages } from '#shared/messages/screens/store.ru';
import type { Product } from '#shared/schemas/product';

/** 'Новинка' and the discount over a product's photo, on its card and in the quick view; nothing when it has neither. */
export function ProductBadges({ product }: { product: Pick<Product, 'isNew' | 'discount'> }) {
  if (!product.isNew && product.discount <= 0) return null;
  return (
    <div className="product-card__badges">
      {product.isNew && <span className="product-badge product-badge--new">{storeMessages.newBadge}</span>}
      {product.discount > 0 && (
        <span className="product-badge product-badge--sale">{storeMessages.discountBadge(product.discount)}</span>
      )}
    </div>
  );
}
