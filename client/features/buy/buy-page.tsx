import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { trpc } from '#client/lib/trpc';
import { buyMessages as copy } from '#shared/messages/screens/buy.ru';
import { BuyForm } from './buy-form';
import './buy.css';

/** A plain note instead of the form, with the way back to the prices. */
function Closed({ text }: { text: string }) {
  return (
    <div className="buy-outcome">
      <p>{text}</p>
      <AppLink to="/price" className="button">
        {copy.toPrices}
      </AppLink>
    </div>
  );
}

/**
 * /buy/<pass type>: the purchase of a pass online (ЮKassa), or a plain note while the shop is closed.
 * From a trial visitor's private link (?trial=<token>) the form offers the passes that fit the trial
 * and starts from the application's member.
 */
export function BuyPage({
  passTypeId,
  renewal,
  trial,
}: {
  passTypeId: number | null;
  renewal: string | null;
  trial: string | null;
}) {
  const shop = trpc.payments.shop.useQuery();
  const offer = trpc.payments.trialOffer.useQuery({ token: trial ?? '' }, { enabled: trial !== null, retry: false });
  let body: React.ReactNode;
  if (!shop.data || (trial !== null && offer.isPending)) body = <div className="buy-skeleton" aria-busy="true" />;
  else if (!shop.data.open || shop.data.passes.length === 0) body = <Closed text={copy.closed} />;
  else if (trial !== null && !offer.data) body = <Closed text={copy.trialNone} />;
  else
    body = (
      <BuyForm
        shop={shop.data}
        passTypeId={passTypeId}
        renewal={renewal}
        trial={trial !== null && offer.data ? { ...offer.data, token: trial } : null}
      />
    );
  return (
    // with-page: a form that must answer the first tap.
    <PlainPage first={<PageBanner title={copy.title} crumb={copy.title} crumbTo="/price" />} below="with-page">
      <section className="section section--light buy-section">
        <div className="container buy-layout">
          <div className="buy-card">{body}</div>
        </div>
      </section>
    </PlainPage>
  );
}
