import { adminMessages } from '#shared/messages/admin.ru';
import { discountedPrice, formatRub } from '#shared/rules/prices';

/** As the store shows it: the old price struck through beside the discounted one (price × (1 − discount/100), rounded). */
export function ProductPrice({ price, discount }: { price: number; discount: number }) {
  if (discount <= 0) return <p className="product-price">{formatRub(price)}</p>;
  return (
    <p className="product-price">
      <span className="visually-hidden">{adminMessages.store.oldPrice}: </span>
      <s className="product-price__old">{formatRub(price)}</s> <span>{formatRub(discountedPrice(price, discount))}</span>
    </p>
  );
}

/** Five stars, filled to the rating (halves rounded up). */
export function ProductRating({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="product-rating" role="img" aria-label={adminMessages.store.rating(rating, 5)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= filled ? 'product-rating__star product-rating__star--on' : 'product-rating__star'}>
          ★
        </span>
      ))}
    </span>
  );
}
