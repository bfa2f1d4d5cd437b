import { useState } from 'react';
import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { PhoneIcon, UserIcon } from '#client/components/ui/icons';
import { BookingConfirmation } from '#client/features/waiting-list/booking/booking-confirmation';
import { telHref } from '#client/lib/phone';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { waitingListMessages } from '#shared/messages/screens/waiting-list.ru';
import type { Direction } from '#shared/schemas/application';
import type { BookingReceipt } from '#shared/schemas/trial';
import type { ConsentCopy } from './consent-fields';
import { ReminderOffer } from './reminder-offer';
import { WaitingListForm } from './waiting-list-form';
import '../waiting-list.css';

const copy = waitingListMessages;

export function WaitingListPage({
  consent,
  direction,
  session,
  prefill,
}: {
  consent: ConsentCopy;
  direction?: Direction;
  session?: string;
  /** The guardian's phone and name from the family page ('Записать ещё ребёнка'). */
  prefill?: { phone: string; guardianName: string };
}) {
  const settings = useSiteSettings();
  const [booking, setBooking] = useState<{ receipt: BookingReceipt; reminderUrl: string | null } | null>(null);
  return (
    <PlainPage
      below="parts"
      first={
        <PageBanner
          title={copy.heading}
          crumb={publicMessages.nav.signUp}
          crumbTo="/waiting-list"
          icon={<UserIcon />}
          lead={copy.lead}
          watermark={copy.watermark}
        />
      }
    >
      <section className="section section--light wl-section">
        <div className="container wl-layout">
          <div className="wl-card">
            {booking ? (
              <BookingConfirmation booking={booking.receipt} onAgain={() => setBooking(null)}>
                {booking.reminderUrl && <ReminderOffer url={booking.reminderUrl} />}
              </BookingConfirmation>
            ) : (
              <>
                <h2 className="wl-card__title display">{copy.formTitle}</h2>
                <WaitingListForm
                  consent={consent}
                  initialDirection={direction}
                  initialSession={session}
                  prefill={prefill}
                  onBooked={(receipt, reminderUrl) => {
                    setBooking({ receipt, reminderUrl });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </>
            )}
          </div>
          {/* Below the form on a phone: hydrated after it, so the form answers first. */}
          <HydrateApart>
            <aside className="wl-aside" aria-labelledby="wl-steps-title">
              <h2 id="wl-steps-title" className="wl-aside__title display">
                {copy.stepsTitle}
              </h2>
              <ol className="wl-steps">
                {copy.steps.map((step, index) => (
                  <li key={step.title} className="wl-step">
                    <span className="wl-step__number display" aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <div>
                      <h3 className="wl-step__title">{step.title}</h3>
                      <p className="wl-step__text">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <div className="wl-aside__call">
                <p>{copy.questions}</p>
                <a href={telHref(settings.phone)} className="wl-aside__phone">
                  <PhoneIcon />
                  {settings.phone}
                </a>
              </div>
            </aside>
          </HydrateApart>
        </div>
      </section>
    </PlainPage>
  );
}
