import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { trpc } from '#client/lib/trpc';
import { buyMessages as copy } from '#shared/messages/screens/buy.ru';
import { formatLongDate } from '#shared/rules/dates';
import '#client/components/ui/legal-document.css';

/** /oferta: the public offer's edition in force (the owner publishes a new one in the admin). */
export function OfferPage() {
  const [offer] = trpc.payments.offer.useSuspenseQuery();
  return (
    <PlainPage
      first={
        <PageBanner title={copy.offerTitle} crumb={copy.offerTitle} crumbTo="/oferta" className="page-banner--legal">
          {offer && <p className="privacy-banner__edition">{copy.offerEdition(formatLongDate(offer.effectiveAt))}</p>}
        </PageBanner>
      }
    >
      <div className="section section--white privacy">
        <div className="container">
          <article className="privacy__body" data-offer-edition={offer?.id} data-content>
            {offer ? (
              offer.body.split(/\n{2,}/).map((paragraph) => <p key={paragraph.length + paragraph.slice(0, 32)}>{paragraph}</p>)
            ) : (
              <p>{copy.offerMissing}</p>
            )}
          </article>
        </div>
      </div>
    </PlainPage>
  );
}
