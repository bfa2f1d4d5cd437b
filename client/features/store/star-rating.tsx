import { RATING_MAX_STARS } from '#shared/constants';
import { storeMessages } from '#shared/messages/screens/store.ru';

/** The rating shown in half stars (4.3 → 4.5, 4.2 → 4), kept within 0-5. */
export function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(Math.max(Math.round(rating * 2) / 2, 0), RATING_MAX_STARS);
}

/**
 * Five stars, halves included; one image to assistive technology ('Рейтинг 4,5 из 5'). Each star is
 * one element painted by CSS (store.css: the star's outline as a mask, the gold and grey by
 * data-fill): two inline SVGs and a clipping span per star made ten SVGs and 31 elements per card, a
 * third of the store's first frame and hydration (docs/decisions/phone-speed.md).
 */
export function StarRating({ rating }: { rating: number }) {
  const value = roundToHalf(rating);
  return (
    <span className="star-rating" role="img" aria-label={storeMessages.ratingLabel(value)}>
      {Array.from({ length: RATING_MAX_STARS }, (_, index) => {
        const fill = Math.min(Math.max(value - index, 0), 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <span key={index} className="star-rating__star" data-fill={fill === 1 ? 'full' : fill > 0 ? 'half' : 'empty'} />
        );
      })}
    </span>
  );
}
