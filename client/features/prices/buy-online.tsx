import { AppLink } from '#client/components/ui/app-link';
import { trpc } from '#client/lib/trpc';
import { passCardMessages as copy } from '#shared/messages/screens/pass-card.ru';
import { formatRubles } from '#shared/rules/money';

/** The pass types sold online, each with 'Купить' (only while ЮKassa is configured and an offer is published). */
export function BuyOnline() {
  const [shop] = trpc.payments.shop.useSuspenseQuery();
  if (!shop.open || shop.passes.length === 0) return null;
  return (
    <section className="buy-online" aria-labelledby="buy-online-title">
      <h2 id="buy-online-title" className="buy-online__title display">
        {copy.priceSectionTitle}
      </h2>
      <p className="buy-online__lead">{copy.priceSectionLead}</p>
      <ul className="buy-online__list">
        {shop.passes.map((pass) => (
          <li key={pass.id} className="buy-online__item">
            <div className="buy-online__what">
              <strong className="buy-online__name">{pass.name}</strong>
              <span className="buy-online__facts">
                {[copy.classes(pass.classes), copy.validity(pass.validityDays), copy.ages(pass.ageMin, pass.ageMax)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <span className="buy-online__price">{formatRubles(pass.priceKopecks)}</span>
            <AppLink
              to="/buy/$passTypeId"
              params={{ passTypeId: String(pass.id) }}
              className="button button--gold buy-online__button"
            >
              {copy.buy}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
