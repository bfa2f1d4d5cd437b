import { storeMessages } from '#shared/messages/screens/store.ru';
import { discountedPrice, formatRub } from '#shared/rules/prices';
import type { Product } from '#shared/schemas/product';

/** The old price struck through and the discounted one, or just the price without a discount. */
export function ProductPrice({ product }: { product: Product }) {
  const hasDiscount = product.discount > 0;
  return (
    <p className="product-price">
      {hasDiscount && (
        <s className="product-price__old">
          <span className="visually-hidden">{storeMessages.oldPrice}: </span>
          {formatRub(product.price)}
        </s>
      )}
      <span className="product-price__current">
        {hasDiscount && <span className="visually-hidden">{storeMessages.newPrice}: </span>}
        {formatRub(hasDiscount ? discountedPrice(product.price, product.discount) : product.price)}
      </span>
    </p>
  );
}
