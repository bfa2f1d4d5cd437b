import { eq } from 'drizzle-orm';
import { resolveAdvertiser } from '#shared/rules/ad-marking';
import { type Ad, type AdMarking, type AdMarkingData, type AdPopupData, type AdStatus, adSchema } from '#shared/schemas/ad';
import { settings } from '../db/schema';
import type { AppDeps } from '../deps';
import { readLawSettings } from './law-settings';

/**
 * The home page pop-up: one JSON document in `settings` under this key, like the site, law and trial
 * settings (migration 0008 moved it there from its own one-row table; docs/decisions/ad-marking.md).
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
};

/** The stored pop-up; fields missing from an older stored version (the marking) fall back to the defaults. */
export function readAd(deps: Pick<AppDeps, 'db'>): Ad {
  const row = deps.db.select().from(settings).where(eq(settings.key, AD_SETTINGS_KEY)).get();
  if (!row || typeof row.value !== 'object' || row.value === null) return defaultAd;
  const parsed = adSchema.safeParse({ ...defaultAd, ...(row.value as object) });
  return parsed.success ? parsed.data : defaultAd;
}

export function writeAd(deps: Pick<AppDeps, 'db' | 'now'>, value: Ad): Ad {
  const updatedAt = deps.now();
  deps.db
    .insert(settings)
    .values({ key: AD_SETTINGS_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } })
    .run();
  return value;
}

/** A change of some fields, read and written in one transaction so two saves cannot lose each other's part. */
export function changeAd(deps: Pick<AppDeps, 'db' | 'now'>, change: (current: Ad) => Partial<Ad>): Ad {
  return deps.db.transaction(() => {
    const current = readAd(deps);
    return writeAd(deps, { ...current, ...change(current) });
  });
}

/** The legacy API's view (spec section 7): exactly the three fields it always had. */
export function adStatus(ad: Ad): AdStatus {
  return { isActive: ad.isActive, imageUrl: ad.imageUrl, redirectUrl: ad.redirectUrl };
}

function operatorOf(deps: Pick<AppDeps, 'db'>): { name: string; inn: string } {
  const law = readLawSettings(deps);
  return { name: law.operatorName, inn: law.operatorInn };
}

/** What the visitor's pop-up needs: the legacy fields and the marking with the advertiser resolved. */
export function adPopup(deps: Pick<AppDeps, 'db'>): AdPopupData {
  const ad = readAd(deps);
  const advertiser = resolveAdvertiser({ name: ad.advertiserName, inn: ad.advertiserInn }, operatorOf(deps));
  return { ...adStatus(ad), marking: ad.isAdvertising ? { advertiser, erid: ad.erid } : null };
}

export function adMarking(deps: Pick<AppDeps, 'db'>): AdMarkingData {
  const { isAdvertising, advertiserName, advertiserInn, erid } = readAd(deps);
  return { isAdvertising, advertiserName, advertiserInn, erid, operator: operatorOf(deps) };
}

export function updateAdMarking(deps: Pick<AppDeps, 'db' | 'now'>, marking: AdMarking): AdMarkingData {
  changeAd(deps, () => marking);
  return adMarking(deps);
}
