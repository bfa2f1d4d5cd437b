import { createFileRoute, useParams, useSearch } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { BuyPage } from '../features/buy/buy-page';

/**
 * The purchase of a pass type online. Drawn in the browser: a renewal link carries a member's
 * token in its address (?renewal=…), a trial visitor's private link its booking's (?trial=…), which
 * must sit in no cached server page and leave no Referer.
 */
export const Route = createFileRoute('/buy/$passTypeId')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { renewal?: string; trial?: string } => ({
    ...(typeof search.renewal === 'string' && search.renewal.length <= 200 ? { renewal: search.renewal } : {}),
    ...(typeof search.trial === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(search.trial) ? { trial: search.trial } : {}),
  }),
  head: () => ({
    meta: [
      { title: publicMessages.heads.buy.title },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: BuyRoute,
});

function BuyRoute() {
  const { passTypeId } = useParams({ from: '/buy/$passTypeId' });
  const { renewal, trial } = useSearch({ from: '/buy/$passTypeId' });
  const id = Number(passTypeId);
  return (
    <BuyPage
      passTypeId={Number.isSafeInteger(id) && id > 0 ? id : null}
      renewal={renewal ?? null}
      trial={renewal ? null : (trial ?? null)}
    />
  );
}
