/**
 * When the ad pop-up is offered (on the home page, or after a page reload: a flag kept for the browser session).
 *
 * Our reading, per browser tab (sessionStorage):
 * - it is offered whenever the visitor is on the home page ('/'), by first load or by navigation;
 * - on any other page it is offered only when that document itself was loaded by a reload
 *   (the Navigation Timing entry's type is 'reload'), i.e. F5 / pull-to-refresh — not on client-side
 *   navigation to that page and not on a first visit that lands there from a link or search;
 * - once it has been closed (by the visitor, Escape, or after its 20 s) the tab's session flag is set
 *   and it is not shown again in that tab, whatever the page or reload. A new tab starts afresh.
 */
export const AD_POPUP_CLOSED_KEY = 'adPopupClosed';

export interface AdOfferInput {
  pathname: string;
  /** This document was loaded by a reload, and the visitor is still on the page it loaded. */
  reloadedHere: boolean;
  closedThisSession: boolean;
}

export function shouldOfferAd({ pathname, reloadedHere, closedThisSession }: AdOfferInput): boolean {
  if (closedThisSession) return false;
  return pathname === '/' || reloadedHere;
}

export function documentWasReloaded(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload';
}

export function wasAdClosedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(AD_POPUP_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberAdClosed(): void {
  try {
    window.sessionStorage.setItem(AD_POPUP_CLOSED_KEY, '1');
  } catch {
    // Storage can be unavailable (privacy modes); then the pop-up may show again after a reload.
  }
}
