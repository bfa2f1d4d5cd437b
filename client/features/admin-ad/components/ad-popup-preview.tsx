import { AdCardContent } from '#client/components/ui/ad-card';
import { AD_POPUP } from '#shared/constants';
import { adminMessages } from '#shared/messages/admin.ru';
import type { AdPopupData } from '#shared/schemas/ad';

/** The ring as the visitor sees it a few seconds after the pop-up opens. */
const RING_LEFT = 0.75;

/**
 * A still picture of the home page pop-up with the editor's current choices: the picked or stored
 * image, the button (shown only with a link), the note, the advertising label and the 20-second ring. It is the pop-up's
 * own card, made inert: nothing in it can be clicked, focused or read out.
 */
export function AdPopupPreview({
  imageUrl,
  redirectUrl,
  marking,
  isActive,
}: {
  imageUrl: string | null;
  redirectUrl: string;
  marking: AdPopupData['marking'];
  isActive: boolean;
}) {
  const copy = adminMessages.ad;
  return (
    <figure className="ad-preview">
      <div className={`ad-preview__stage${isActive ? '' : ' ad-preview__stage--off'}`} inert>
        <div className="ad-card">
          <AdCardContent
            imageSrc={imageUrl}
            emptyText={copy.noImage}
            redirectUrl={redirectUrl}
            marking={marking}
            secondsLeft={AD_POPUP.autoCloseMs / 1000}
            ringArc={(arc) => <circle {...arc} pathLength={1} strokeDasharray={`${RING_LEFT} 1`} />}
          />
        </div>
      </div>
      <figcaption className="ad-preview__caption">
        {isActive ? copy.previewCaption : adminMessages.ad.disabled}
        {isActive && !imageUrl ? ` ${copy.needsImage}` : null}
      </figcaption>
    </figure>
  );
}
