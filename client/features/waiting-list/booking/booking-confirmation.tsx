import type { ReactNode } from 'react';
import { trpc } from '#client/lib/trpc';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import type { BookingReceipt } from '#shared/schemas/trial';
import { BookingDetails } from './booking-details';

const tokenOf = (cancelUrl: string) => cancelUrl.split('/').pop() as string;

/** Shown in place of the form right after booking: the visit's details and the private link. */
export function BookingConfirmation({
  booking,
  onAgain,
  children,
}: {
  booking: BookingReceipt;
  onAgain: () => void;
  /** Offers shown under the booking (the Telegram reminder link). */
  children?: ReactNode;
}) {
  const token = tokenOf(booking.cancelUrl);
  const view = trpc.trials.booking.read.useQuery({ token }, { retry: 1 });
  return (
    <div className="tb-confirmation" role="status" aria-live="polite">
      {view.data ? <BookingDetails booking={view.data} token={token} showLink /> : <p>{trialsMessages.manage.loading}</p>}
      {children}
      <button type="button" className="button button--outline-dark tb-confirmation__again" onClick={onAgain}>
        {trialsMessages.confirmation.again}
      </button>
    </div>
  );
}
