import type { ReactNode, Ref } from 'react';
import { publicMessages } from '#shared/messages/public.ru';
import { adMessages } from '#shared/messages/screens/ad.ru';
import { type AdAdvertiser, adLabelLine, withErid } from '#shared/rules/ad-marking';
import { uploadImageSrcSet } from '#shared/rules/images';
import './ad-card.css';

/** The props every drawing of the countdown ring's moving arc needs. */
export interface AdRingArc {
  className: string;
  cx: number;
  cy: number;
  r: number;
}

interface AdCardProps {
  /** The advert's image; null only in the admin's preview before one is uploaded (then `emptyText`). */
  imageSrc: string | null;
  emptyText?: string;
  onImageError?: () => void;
  /** Without a link there is no ticket button. */
  redirectUrl: string;
  /**
   * The advertising law's label (null: the admin says this is not an advert). Its erid also goes into
   * the ticket link as `?erid=`.
   */
  marking: { advertiser: AdAdvertiser; erid: string } | null;
  secondsLeft: number;
  /** The arc that empties over the countdown: animated in the pop-up, drawn still in the preview. */
  ringArc: (arc: AdRingArc) => ReactNode;
  closeRef?: Ref<HTMLButtonElement>;
  onClose?: () => void;
  noteId?: string;
}

/**
 * What the home page pop-up shows (its close button with the countdown ring, the image, the ticket
 * link, the limited-tickets note, and the label 'Реклама · advertiser · erid' as the card's last line,
 * in plain text under the button where the advertising practice expects it, away from the close
 * button that covers the image's corner), drawn by the pop-up's dialog and by the admin's preview of it
 * alike, so that the preview is the pop-up. Rendered inside an element with the class `ad-card`.
 */
export function AdCardContent({
  imageSrc,
  emptyText,
  onImageError,
  redirectUrl,
  marking,
  secondsLeft,
  ringArc,
  closeRef,
  onClose,
  noteId,
}: AdCardProps) {
  return (
    <>
      <button
        ref={closeRef}
        type="button"
        className="ad-card__close"
        onClick={onClose}
        aria-label={publicMessages.adPopup.close}
        title={publicMessages.adPopup.closeIn(secondsLeft)}
      >
        <svg className="ad-card__ring" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className="ad-card__ring-track" cx="24" cy="24" r={20} />
          {ringArc({ className: 'ad-card__ring-progress', cx: 24, cy: 24, r: 20 })}
        </svg>
        <span className="ad-card__seconds" aria-hidden="true" data-testid="ad-countdown">
          {secondsLeft}
        </span>
        <svg className="ad-card__cross" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 7l10 10M17 7 7 17" />
        </svg>
      </button>
      <div className="ad-card__media">
        {imageSrc ? (
          <img
            src={imageSrc}
            srcSet={uploadImageSrcSet(imageSrc)}
            sizes="(max-width: 640px) 100vw, 600px"
            alt={publicMessages.adPopup.imageAlt}
            className="ad-card__image"
            decoding="async"
            onError={onImageError}
          />
        ) : (
          <span className="ad-card__empty">{emptyText}</span>
        )}
      </div>
      <div className="ad-card__footer">
        {redirectUrl && (
          <a
            className="button ad-card__cta"
            href={marking ? withErid(redirectUrl, marking.erid) : redirectUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {publicMessages.adPopup.buyTickets}
          </a>
        )}
        <p id={noteId} className="ad-card__note">
          {publicMessages.adPopup.limitedTickets}
        </p>
        {marking && (
          <p className="ad-card__marking" data-testid="ad-marking">
            {adLabelLine(marking, adMessages.marking)}
          </p>
        )}
      </div>
    </>
  );
}
