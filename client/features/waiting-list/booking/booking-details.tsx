import { useState } from 'react';
import { notify } from '#client/lib/toast';
import type { RouterOutputs } from '#client/lib/trpc';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import { formatSession } from '#shared/rules/trial-sessions';
import './trial-booking.css';
import { directionName } from '#shared/directions';

const copy = trialsMessages.confirmation;
export type BookingView = NonNullable<RouterOutputs['trials']['booking']['read']>;

/** The private link as the visitor should keep it: absolute, on this site. */
export function privateLink(token: string): string {
  return `${typeof window === 'undefined' ? '' : window.location.origin}/trial/${token}`;
}

/** Date, time, place, what to bring and the calendar file: the confirmation and the private page share it. */
export function BookingDetails({ booking, token, showLink }: { booking: BookingView; token: string; showLink: boolean }) {
  const [copied, setCopied] = useState(false);
  const link = privateLink(token);
  const waitlisted = booking.status === 'waitlisted';
  return (
    <div className="tb-details">
      <h2 className="tb-details__title display">{waitlisted ? copy.waitlistedTitle : copy.bookedTitle}</h2>
      {waitlisted && booking.waitlistPosition !== null && (
        <p className="tb-details__waitlist">{copy.waitlistedText(booking.waitlistPosition)}</p>
      )}
      <dl className="tb-details__list">
        <div>
          <dt>{copy.when}</dt>
          <dd className="tb-details__when">{formatSession(booking.date, booking.time)}</dd>
        </div>
        <div>
          <dt>{copy.group}</dt>
          <dd>
            {directionName(booking.direction)}
            {booking.title ? ` · ${booking.title}` : ''} · {copy.forName(booking.name, booking.age)}
          </dd>
        </div>
        <div>
          <dt>{copy.where}</dt>
          <dd>{booking.address}</dd>
        </div>
        <div>
          <dt>{copy.bring}</dt>
          <dd>{booking.whatToBring}</dd>
        </div>
      </dl>
      <div className="tb-details__actions">
        <a className="button" href={booking.icsUrl} download="trial.ics">
          {copy.calendar}
        </a>
      </div>
      {showLink && (
        <div className="tb-link">
          <h3 className="tb-link__title">{copy.linkTitle}</h3>
          <p className="tb-link__text">{copy.linkText}</p>
          <div className="tb-link__row">
            <input
              className="wl-input tb-link__input"
              readOnly
              value={link}
              aria-label={copy.linkTitle}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className="button button--outline-dark tb-link__copy"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(link);
                  setCopied(true);
                  notify.success(copy.copied);
                } catch {
                  // No clipboard (http, old browser): the field is selected for a manual copy.
                }
              }}
            >
              {copied ? copy.copied : copy.copy}
            </button>
          </div>
          <a className="tb-link__manage" href={`/trial/${token}`}>
            {copy.manage}
          </a>
        </div>
      )}
    </div>
  );
}
