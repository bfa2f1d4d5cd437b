import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { failureStatus } from '#client/lib/request-errors';
import { trpc } from '#client/lib/trpc';
import { buyMessages as copy } from '#shared/messages/screens/buy.ru';
import { formatRubles } from '#shared/rules/money';
import './buy.css';

/**
 * /payment/<token>: where ЮKassa sends the buyer back. The return itself proves nothing: the page
 * reads our stored state (the server re-reads a pending payment from ЮKassa once) and says plainly
 * what happened and what to do next.
 */
export function PaymentReturnPage({ token }: { token: string }) {
  const outcome = trpc.payments.outcome.useQuery({ token }, { retry: false });
  const data = outcome.data;
  return (
    // with-page: the payment's state comes in after the load and its button answers the first tap.
    <PlainPage first={<PageBanner title={copy.returnTitle} crumb={copy.returnTitle} crumbTo="/price" />} below="with-page">
      <section className="section section--light buy-section">
        <div className="container buy-layout">
          <div className="buy-card buy-outcome" data-status={data?.status ?? (outcome.isError ? 'error' : 'loading')}>
            {data?.status === 'succeeded' && (
              <>
                <h2 className="buy-outcome__title buy-outcome__title--ok">{copy.succeeded}</h2>
                <p>{copy.succeededText(data.passName, data.memberName)}</p>
                <p className="buy-total">
                  <span>{data.passName}</span>
                  <strong>{formatRubles(data.amountKopecks)}</strong>
                </p>
                <AppLink to="/" className="button button--gold">
                  {copy.toHome}
                </AppLink>
              </>
            )}
            {data?.status === 'pending' && (
              <>
                <h2 className="buy-outcome__title">{copy.pending}</h2>
                <p>{copy.pendingText}</p>
                <button
                  type="button"
                  className="button button--gold"
                  onClick={() => void outcome.refetch()}
                  disabled={outcome.isFetching}
                >
                  {copy.checkAgain}
                </button>
              </>
            )}
            {data?.status === 'canceled' && (
              <>
                <h2 className="buy-outcome__title buy-outcome__title--bad">{copy.canceled}</h2>
                <p>{copy.canceledText}</p>
                <AppLink to="/price" className="button button--gold">
                  {copy.tryAgain}
                </AppLink>
              </>
            )}
            {outcome.isError && (
              <>
                <p role="alert">{failureStatus(outcome.error) === 404 ? copy.notFound : copy.pendingText}</p>
                <AppLink to="/price" className="button">
                  {copy.toPrices}
                </AppLink>
              </>
            )}
            {outcome.isPending && <div className="buy-skeleton" aria-busy="true" />}
          </div>
        </div>
      </section>
    </PlainPage>
  );
}
