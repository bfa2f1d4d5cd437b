import { inArray } from 'drizzle-orm';
import { maskPhone } from '#shared/rules/phone';
import { passTypes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type PassForSale, shopOf } from './shop';
import { applicationOfTrialLink, fitsDirection, guardianOfApplication, nameOfApplication } from './trial-member';

/**
 * Buying from a trial visitor's private link (/trial/<token>): the passes sold online that fit the
 * application's direction and age, and the member the buy form starts from. The purchase's member is
 * the application's (order.member.kind 'application': the member the staff made from it, or a new
 * one linked to it, never two).
 */

const fitsAge = (pass: Pick<PassForSale, 'ageMin' | 'ageMax'>, age: number) =>
  (pass.ageMin === null || age >= pass.ageMin) && (pass.ageMax === null || age <= pass.ageMax);

export interface TrialPurchase {
  passes: PassForSale[];
  member: { fullName: string; age: number; guardianName: string | null; phone: string };
}

/**
 * What the private link offers to buy: null while the site does not sell (ЮKassa not configured or
 * no offer published, as on /price), for a link that no longer works, or when no pass fits.
 */
export function trialPurchaseOf(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, token: string): TrialPurchase | null {
  const shop = shopOf(deps);
  if (!shop.open) return null;
  const app = applicationOfTrialLink(deps, token);
  if (!app) return null;
  const ids = shop.passes.map((pass) => pass.id);
  const types = new Map(
    (ids.length === 0 ? [] : deps.db.select().from(passTypes).where(inArray(passTypes.id, ids)).all()).map((t) => [t.id, t]),
  );
  const passes = shop.passes.filter((pass) => {
    const type = types.get(pass.id);
    return type !== undefined && fitsDirection(deps, type, app.direction) && fitsAge(pass, app.age);
  });
  if (passes.length === 0) return null;
  return {
    passes,
    member: {
      fullName: nameOfApplication(app),
      age: app.age,
      guardianName: guardianOfApplication(app),
      phone: maskPhone(app.phone),
    },
  };
}
