import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon, ClockIcon } from '#client/components/ui/icons';
import { pricesMessages } from '#shared/messages/screens/prices.ru';
import { formatRub, splitParagraphs } from '#shared/rules/prices';
import type { PriceItem } from '#shared/schemas/price';

/** Category, optional duration, the price in roubles ('Бесплатно' for 0), description paragraphs. */
export function PriceCard({ item }: { item: PriceItem }) {
  const free = item.price === 0;
  const paragraphs = splitParagraphs(item.description);
  return (
    <article className={free ? 'lift-card price-card price-card--free' : 'lift-card price-card'}>
      <div className="price-card__head">
        <h2 className="price-card__category">{item.category}</h2>
        {item.duration && (
          <p className="price-card__duration">
            <ClockIcon />
            <span className="visually-hidden">{pricesMessages.duration}: </span>
            {item.duration}
          </p>
        )}
      </div>
      <p className="price-card__price display">{free ? pricesMessages.free : formatRub(item.price)}</p>
      {paragraphs.length > 0 && (
        <div className="price-card__description">
          {paragraphs.map((paragraph, index) => (
            // Lines may repeat; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <AppLink to="/waiting-list" className={free ? 'button button--gold price-card__cta' : 'button price-card__cta'}>
        {pricesMessages.signUp}
        <ArrowRightIcon />
      </AppLink>
    </article>
  );
}
