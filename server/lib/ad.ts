import { resolveAdvertiser } from '#shared/rules/ad-marking';
import { imageSrcOrLegacy } from '#shared/rules/media';
import { type Ad, type AdMarking, type AdMarkingData, type AdPopupData, type AdStatus, adSchema } from '#shared/schemas/ad';
import type { ResolvedImage } from '#shared/schemas/media';
import type { AppDeps } from '../deps';
import { readLawSettings } from './law-settings';
import { resolveImage } from './media/resolve';
import { settingsDocument } from './settings-document';

/**
 * The home page pop-up: one JSON document in `settings` under this key, like the site, law and trial
 * settings (migration 0010 moved it there from its own one-row table; docs/decisions/ad-marking.md).
 */
export const AD_SETTINGS_KEY = 'ad';

/** Nothing shown until the admin sets it up; an advert unless the admin says otherwise (the law's default). */
export const defaultAd: Ad = {
  isActive: false,
  imageUrl: '',
  redirectUrl: '',
  isAdvertising: true,
  advertiserName: '',
  advertiserInn: '',
  erid: '',
  imageMediaId: null,
};

/**
 * The stored pop-up; fields missing from an older stored version (the marking) fall back to the
 * defaults (server/lib/settings-document.ts, as the site, law and trial settings).
 */
const adDocument = settingsDocument(AD_SETTINGS_KEY, adSchema, defaultAd);
export const readAd = adDocument.read;
export const writeAd = adDocument.write;

/** A change of some fields, read and written in one transaction so two saves cannot lose each other's part. */
export function changeAd(deps: Pick<AppDeps, 'db' | 'now'>, change: (current: Ad) => Partial<Ad>): Ad {
  return deps.db.transaction(() => {
    const current = readAd(deps);
    return writeAd(deps, { ...current, ...change(current) });
  });
}

/** The library picture of the pop-up, or null (none, or a GIF kept by address). */
export function adPicture(deps: Pick<AppDeps, 'db'>, ad: Ad): ResolvedImage | null {
  return resolveImage(deps.db, ad.imageMediaId);
}

/** The legacy API's view (spec section 7): exactly the three fields it always had, `imageUrl` the picture's address. */
export function adStatus(deps: Pick<AppDeps, 'db'>, ad: Ad): AdStatus {
  const picture = adPicture(deps, ad);
  return { isActive: ad.isActive, imageUrl: imageSrcOrLegacy(picture, ad.imageUrl), redirectUrl: ad.redirectUrl };
}

function operatorOf(deps: Pick<AppDeps, 'db'>): { name: string; inn: string } {
  const law = readLawSettings(deps);
  return { name: law.operatorName, inn: law.operatorInn };
}

/** What the visitor's pop-up needs: the legacy fields and the marking with the advertiser resolved. */
export function adPopup(deps: Pick<AppDeps, 'db'>): AdPopupData {
  const ad = readAd(deps);
  const advertiser = resolveAdvertiser({ name: ad.advertiserName, inn: ad.advertiserInn }, operatorOf(deps));
  const picture = adPicture(deps, ad);
  return {
    ...adStatus(deps, ad),
    marking: ad.isAdvertising ? { advertiser, erid: ad.erid } : null,
    ...(picture ? { picture } : {}),
  };
}

export function adMarking(deps: Pick<AppDeps, 'db'>): AdMarkingData {
  const { isAdvertising, advertiserName, advertiserInn, erid } = readAd(deps);
  return { isAdvertising, advertiserName, advertiserInn, erid, operator: operatorOf(deps) };
}

export function updateAdMarking(deps: Pick<AppDeps, 'db' | 'now'>, marking: AdMarking): AdMarkingData {
  changeAd(deps, () => marking);
  return adMarking(deps);
}
