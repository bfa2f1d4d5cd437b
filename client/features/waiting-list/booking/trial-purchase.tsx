import { Link } from '@tanstack/react-router';
import { trpc } from '#client/lib/trpc';
import { passCardMessages } from '#shared/messages/screens/pass-card.ru';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import { formatRubles } from '#shared/rules/money';

const copy = trialsMessages.manage;

/**
 * 'Купить абонемент' on the private link: the passes sold online that fit the trial's direction and
 * age (payments.trialOffer), each opening the buy page with this link's token, which fills the
 * member from the application. Nothing is drawn while the site does not sell online (ЮKassa not
 * configured or no offer published) or when no pass fits.
 */
export function TrialPurchase({ token }: { token: string }) {
  const offer = trpc.payments.trialOffer.useQuery({ token }, { retry: false });
  if (!offer.data) return null;
  return (
    <section className="tb-buy" aria-labelledby="tb-buy-title">
      <h2 id="tb-buy-title" className="tb-buy__title">
        {copy.buyTitle}
      </h2>
      <p className="tb-buy__lead">{copy.buyLead}</p>
      <ul className="tb-buy__list">
        {offer.data.passes.map((pass) => (
          <li key={pass.id} className="tb-buy__pass">
            <div className="tb-buy__about">
              <span className="tb-buy__name">{pass.name}</span>
              <span className="tb-buy__facts">
                {[
                  passCardMessages.classes(pass.classes),
                  passCardMessages.validity(pass.validityDays),
                  passCardMessages.ages(pass.ageMin, pass.ageMax),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <strong className="tb-buy__price">{formatRubles(pass.priceKopecks)}</strong>
            <Link
              to="/buy/$passTypeId"
              params={{ passTypeId: String(pass.id) }}
              search={{ trial: token }}
              className="button button--gold tb-buy__button"
              aria-label={copy.buyPass(pass.name)}
            >
              {copy.buy}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
