import { desc } from 'drizzle-orm';
import { offerEditions } from '../../db/schema';
import type { AppDeps } from '../../deps';

export type OfferEdition = typeof offerEditions.$inferSelect;

/**
 * The public offer (the contract a buyer accepts), versioned like the consent: a text is never
 * changed, a new text is a new edition, and each payment records the edition it was accepted under.
 */
export function latestOffer(deps: Pick<AppDeps, 'db'>): OfferEdition | null {
  return deps.db.select().from(offerEditions).orderBy(desc(offerEditions.id)).limit(1).get() ?? null;
}

export function listOffers(deps: Pick<AppDeps, 'db'>): OfferEdition[] {
  return deps.db.select().from(offerEditions).orderBy(desc(offerEditions.id)).all();
}

/** A new edition, effective now; the same text as the latest gives the latest back (no empty edition). */
export function publishOffer(deps: Pick<AppDeps, 'db' | 'now'>, body: string): OfferEdition {
  const normalized = body.replace(/\r\n/g, '\n').trim();
  const latest = latestOffer(deps);
  if (latest && latest.body === normalized) return latest;
  return deps.db.insert(offerEditions).values({ body: normalized, effectiveAt: deps.now() }).returning().get();
}
