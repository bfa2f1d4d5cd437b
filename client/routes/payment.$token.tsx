import { createFileRoute, useParams } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { PaymentReturnPage } from '../features/buy/payment-return-page';

/** Where ЮKassa sends the buyer back: a private link (its token names the payment), drawn in the browser. */
export const Route = createFileRoute('/payment/$token')({
  ssr: false,
  head: () => ({
    meta: [
      { title: publicMessages.heads.paymentReturn.title },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { token } = useParams({ from: '/payment/$token' });
  return <PaymentReturnPage token={token} />;
}
