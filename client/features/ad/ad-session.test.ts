import { describe, expect, it } from 'vitest';
import { AD_POPUP_CLOSED_KEY, rememberAdClosed, shouldOfferAd, wasAdClosedThisSession } from './ad-session';

describe('shouldOfferAd', () => {
  it('offers on the home page, on first load or by navigation', () => {
    expect(shouldOfferAd({ pathname: '/', reloadedHere: false, closedThisSession: false })).toBe(true);
  });

  it('offers on another page only when that page was reloaded', () => {
    expect(shouldOfferAd({ pathname: '/boxing', reloadedHere: false, closedThisSession: false })).toBe(false);
    expect(shouldOfferAd({ pathname: '/boxing', reloadedHere: true, closedThisSession: false })).toBe(true);
  });

  it('never offers again once closed in this tab', () => {
    expect(shouldOfferAd({ pathname: '/', reloadedHere: true, closedThisSession: true })).toBe(false);
  });
});

describe('session flag', () => {
  it('is remembered in sessionStorage', () => {
    window.sessionStorage.clear();
    expect(wasAdClosedThisSession()).toBe(false);
    rememberAdClosed();
    expect(window.sessionStorage.getItem(AD_POPUP_CLOSED_KEY)).toBe('1');
    expect(wasAdClosedThisSession()).toBe(true);
  });
});
