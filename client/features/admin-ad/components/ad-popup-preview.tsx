import { AD_POPUP } from '#shared/constants';
import { messages } from '#shared/messages/admin.ru';

/**
 * A still picture of the home page pop-up with the editor's current choices: the picked
 * or stored image, the button (shown only with a link), the note and the 20-second ring.
 */
export function AdPopupPreview({
  imageUrl,
  redirectUrl,
  isActive,
}: {
  imageUrl: string | null;
  redirectUrl: string;
  isActive: boolean;
}) {
  const copy = messages.ad;
  return (
    <figure className="ad-preview">
      <div className={`ad-preview__stage${isActive ? '' : ' ad-preview__stage--off'}`} aria-hidden="true">
        <div className="ad-preview__dialog">
          <span className="ad-preview__close">
            <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="20" fill="none" stroke="rgb(255 255 255 / 0.18)" strokeWidth="3" />
              <circle
                cx="24"
                cy="24"
                r="20"
                fill="none"
                stroke="var(--c-red)"
                strokeWidth="3"
                strokeDasharray="125.7"
                strokeDashoffset="31"
                strokeLinecap="round"
                transform="rotate(-90 24 24)"
              />
            </svg>
            <span className="ad-preview__seconds">{AD_POPUP.autoCloseMs / 1000}</span>
          </span>
          <div className="ad-preview__media">
            {imageUrl ? (
              <img src={imageUrl} alt="" className="ad-preview__image" />
            ) : (
              <span className="ad-preview__empty">{copy.noImage}</span>
            )}
          </div>
          <div className="ad-preview__footer">
            {redirectUrl ? <span className="button ad-preview__cta">{messages.adPopup.buyTickets}</span> : null}
            <span className="ad-preview__note">{messages.adPopup.limitedTickets}</span>
          </div>
        </div>
      </div>
      <figcaption className="ad-preview__caption">
        {isActive ? copy.previewCaption : messages.ad.disabled}
        {isActive && !imageUrl ? ` ${copy.needsImage}` : null}
      </figcaption>
    </figure>
  );
}
