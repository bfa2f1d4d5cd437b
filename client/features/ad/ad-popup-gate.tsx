import { useLocation } from '@tanstack/react-router';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { withChunkTimeout } from '#client/lib/chunk-errors';
import { whenIdle } from '#client/lib/idle';
import { trpc } from '#client/lib/trpc';
import type { AdPopupData } from '#shared/schemas/ad';
import type { AdPopupProps } from './ad-popup';
import { documentWasReloaded, rememberAdClosed, shouldOfferAd, wasAdClosedThisSession } from './ad-session';

type Offer = { status: AdPopupData; Popup: ComponentType<AdPopupProps> };

/**
 * Decides after hydration whether the ad pop-up is due (ad-session.ts), then asks for the ad with its
 * advertising label and, only when it is active with an image, downloads the pop-up's code. Nothing of
 * this runs on the server or before the page is interactive, and the entry bundle carries only this gate.
 * The request waits for the browser to be idle (at most a second): started in the effect itself it
 * was a fifth of hydration's effects task (tRPC's link and the query's setup), the longest task of a
 * load on a slow phone after the scripts' evaluation.
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
    const offerWhenIdle = async () => {
      try {
        const status = await utils.ad.popup.fetch();
        if (cancelled || !status.isActive || !status.imageUrl) return;
        const { AdPopup } = await withChunkTimeout(() => import('./ad-popup'), 'ad-popup');
        if (!cancelled) setOffer({ status, Popup: AdPopup });
      } catch (error) {
        // An advert that cannot load must not disturb the page: note it for developers and carry on.
        console.warn('[ad] pop-up not shown:', error instanceof Error ? error.message : error);
      }
    };
    const cancelIdle = whenIdle(() => void offerWhenIdle(), 1000);
    return () => {
      cancelled = true;
      cancelIdle();
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
