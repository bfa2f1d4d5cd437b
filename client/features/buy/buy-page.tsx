import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { trpc } from '#client/lib/trpc';
import { buyMessages as copy } from '#shared/messages/screens/buy.ru';
import { BuyForm } from './buy-form';
import './buy.css';

/** /buy/<pass type>: the purchase of a pass online (ЮKassa), or a plain note while the shop is closed. */
export function BuyPage({ passTypeId, renewal }: { passTypeId: number | null; renewal: string | null }) {
  const shop = trpc.payments.shop.useQuery();
  return (
    // with-page: a form that must answer the first tap.
    <PlainPage first={<PageBanner title={copy.title} crumb={copy.title} crumbTo="/price" />} below="with-page">
      <section className="section section--light buy-section">
        <div className="container buy-layout">
          <div className="buy-card">
            {shop.data?.open && shop.data.passes.length > 0 ? (
              <BuyForm shop={shop.data} passTypeId={passTypeId} renewal={renewal} />
            ) : shop.data ? (
              <div className="buy-outcome">
                <p>{copy.closed}</p>
                <AppLink to="/price" className="button">
                  {copy.toPrices}
                </AppLink>
              </div>
            ) : (
              <div className="buy-skeleton" aria-busy="true" />
            )}
          </div>
        </div>
      </section>
    </PlainPage>
  );
}
