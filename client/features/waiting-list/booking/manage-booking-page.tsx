import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { UserIcon } from '#client/components/ui/icons';
import { answeredMessage } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { publicMessages } from '#shared/messages/public.ru';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import { waitingListMessages } from '#shared/messages/screens/waiting-list.ru';
import { BookingDetails } from './booking-details';
import { SessionPicker } from './session-picker';
import { TrialPurchase } from './trial-purchase';
import './trial-booking.css';

const copy = trialsMessages.manage;

/** The server's own words (a link no longer valid, the session full); the generic text when no answer came. */
function errorText(error: unknown): string {
  return answeredMessage(error) ?? waitingListMessages.sendErrorGeneric;
}

/** The private link's page: the visit, the calendar file, cancel or move. No account: the token is the key. */
export function ManageBookingPage({ token }: { token: string }) {
  // A move issues a new link; the page follows it by navigating to it (no reload). The token is the
  // route's: a copy kept in state went stale when the router re-rendered the page for the new address.
  const navigate = useNavigate();
  const [done, setDone] = useState<'cancelled' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState('');
  const utils = trpc.useUtils();
  const booking = trpc.trials.booking.read.useQuery({ token }, { retry: false });
  const sessions = trpc.trials.sessions.list.useQuery(
    { direction: booking.data?.direction, age: booking.data?.age },
    { enabled: moving && Boolean(booking.data) },
  );
  const cancel = trpc.trials.booking.cancel.useMutation();
  const move = trpc.trials.booking.move.useMutation();

  const banner = (
    <PageBanner
      title={copy.heading}
      crumb={publicMessages.heads.trialBooking.title}
      crumbTo="/waiting-list"
      icon={<UserIcon />}
      watermark=""
    />
  );

  let body: React.ReactNode;
  if (done === 'cancelled') {
    body = (
      <div className="tb-manage__state">
        <p className="tb-manage__done" role="status">
          {copy.cancelled}
        </p>
        <Link to="/waiting-list" className="button">
          {copy.toForm}
        </Link>
      </div>
    );
  } else if (booking.isPending) {
    body = <p role="status">{copy.loading}</p>;
  } else if (booking.isError || !booking.data) {
    body = (
      <div className="tb-manage__state">
        <h2 className="tb-details__title display">{copy.invalidTitle}</h2>
        <p>{copy.invalidText}</p>
        <Link to="/waiting-list" className="button">
          {copy.toForm}
        </Link>
      </div>
    );
  } else {
    const data = booking.data;
    const selected = sessions.data?.find((session) => session.id === target);
    body = (
      <>
        <BookingDetails booking={data} token={token} showLink={false} />
        {data.past ? (
          <p className="tb-manage__note">{copy.past}</p>
        ) : (
          <div className="tb-manage__actions">
            {!confirming && !moving && (
              <>
                <button type="button" className="button button--outline-dark" onClick={() => setMoving(true)}>
                  {copy.move}
                </button>
                <button type="button" className="button" onClick={() => setConfirming(true)}>
                  {copy.cancel}
                </button>
              </>
            )}
            {confirming && (
              <div className="tb-confirm" role="alertdialog" aria-labelledby="tb-confirm-title">
                <h3 id="tb-confirm-title" className="tb-confirm__title">
                  {copy.cancelConfirmTitle}
                </h3>
                <p>{copy.cancelConfirmText}</p>
                <div className="tb-confirm__buttons">
                  <button
                    type="button"
                    className="button"
                    disabled={cancel.isPending}
                    onClick={async () => {
                      try {
                        await cancel.mutateAsync({ token });
                        setDone('cancelled');
                      } catch (error) {
                        notify.error(errorText(error));
                        void booking.refetch();
                      }
                    }}
                  >
                    {copy.cancelConfirm}
                  </button>
                  <button type="button" className="button button--outline-dark" onClick={() => setConfirming(false)}>
                    {copy.keep}
                  </button>
                </div>
              </div>
            )}
            {moving && (
              <form
                className="tb-move"
                onSubmit={async (event) => {
                  event.preventDefault();
                  if (!selected) return;
                  try {
                    const receipt = await move.mutateAsync({ token, sessionId: selected.id, waitlist: selected.seatsLeft === 0 });
                    const next = receipt.cancelUrl.split('/').pop() as string;
                    notify.success(copy.moved);
                    setMoving(false);
                    setTarget('');
                    await utils.trials.sessions.list.invalidate();
                    // The address bar shows the new link, the one to keep.
                    await navigate({ to: '/trial/$token', params: { token: next }, replace: true });
                  } catch (error) {
                    notify.error(errorText(error));
                    void sessions.refetch();
                  }
                }}
              >
                <SessionPicker
                  name="move-session"
                  legend={copy.moveLegend}
                  sessions={sessions.data ?? []}
                  state={sessions.isPending ? 'loading' : sessions.isError ? 'failed' : 'ready'}
                  value={target}
                  onChange={setTarget}
                  excludeId={data.sessionId}
                  allowCallMe={false}
                />
                {sessions.data && sessions.data.filter((s) => s.id !== data.sessionId).length === 0 && (
                  <p className="tb-manage__note">{copy.moveNone}</p>
                )}
                <div className="tb-confirm__buttons">
                  <button type="submit" className="button" disabled={!selected || move.isPending}>
                    {copy.moveSubmit}
                  </button>
                  <button type="button" className="button button--outline-dark" onClick={() => setMoving(false)}>
                    {copy.keep}
                  </button>
                </div>
              </form>
            )}
          </div>
        )}
        <TrialPurchase token={token} />
      </>
    );
  }

  return (
    // With the page: the booking's buttons must answer the first tap.
    <PlainPage first={banner} below="with-page">
      <section className="section section--light wl-section">
        <div className="container tb-manage">
          <div className="wl-card">{body}</div>
        </div>
      </section>
    </PlainPage>
  );
}
