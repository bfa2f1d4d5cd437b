import { useLocation } from '@tanstack/react-router';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { withChunkTimeout } from '#client/lib/chunk-errors';
import { trpc } from '#client/lib/trpc';
import type { AdPopupData } from '#shared/schemas/ad';
import type { AdPopupProps } from './ad-popup';
import { documentWasReloaded, rememberAdClosed, shouldOfferAd, wasAdClosedThisSession } from './ad-session';

type Offer = { status: AdPopupData; Popup: ComponentType<AdPopupProps> };

/**
 * Decides after hydration whether the ad pop-up is due (ad-session.ts), then asks for the ad with its
 * advertising label and, only when it is active with an image, downloads the pop-up's code. Nothing of
 * this runs on the server or before the page is interactive, and the entry bundle carries only this gate.
 */
export function AdPopupGate() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const utils = trpc.useUtils();
  const [offer, setOffer] = useState<Offer | null>(null);
  const firstPathname = useRef<string | null>(null);
  const showing = offer !== null;

  useEffect(() => {
    firstPathname.current ??= pathname;
    if (showing) return;
    const reloadedHere = pathname === firstPathname.current && documentWasReloaded();
    if (!shouldOfferAd({ pathname, reloadedHere, closedThisSession: wasAdClosedThisSession() })) return;
    let cancelled = false;
    (async () => {
      try {
        const status = await utils.ad.popup.fetch();
        if (cancelled || !status.isActive || !status.imageUrl) return;
        const { AdPopup } = await withChunkTimeout(() => import('./ad-popup'), 'ad-popup');
        if (!cancelled) setOffer({ status, Popup: AdPopup });
      } catch (error) {
        // An advert that cannot load must not disturb the page: note it for developers and carry on.
        console.warn('[ad] pop-up not shown:', error instanceof Error ? error.message : error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname, utils, showing]);

  if (!offer) return null;
  const { Popup, status } = offer;
  return (
    <Popup
      {...status}
      onClose={() => {
        rememberAdClosed();
        setOffer(null);
      }}
    />
  );
}
