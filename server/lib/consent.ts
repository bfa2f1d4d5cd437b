import { desc, eq } from 'drizzle-orm';
import { defaultConsentBody, fillConsentTokens, type Processor, processorsSentence } from '#shared/content/consent.ru';
import type { ConsentDocument } from '#shared/schemas/law';
import { consentEditions } from '../db/schema';
import type { AppDeps } from '../deps';
import { readLawSettings } from './law-settings';
import { readSiteSettings } from './site-settings';

type Edition = typeof consentEditions.$inferSelect;

/** The outside services this installation is configured to use, in the order the texts name them. */
export function activeProcessors(deps: Pick<AppDeps, 'db' | 'env'>): Processor[] {
  const { env } = deps;
  const list: Processor[] = [];
  if (env.TELEGRAM_BOT_TOKEN) list.push('telegram');
  if (env.VK_ACCESS_TOKEN && env.VK_GROUP_ID) list.push('vk');
  if (env.RECAPTCHA_SECRET) list.push('recaptcha');
  if (readLawSettings(deps).metricaCounterId) list.push('metrica');
  return list;
}

/**
 * The edition in force: the newest row. A database without any gets the first edition written from
 * the default text, dated now, so every application can point at a stored text.
 */
export function currentEdition(deps: Pick<AppDeps, 'db' | 'now'>): Edition {
  const latest = deps.db.select().from(consentEditions).orderBy(desc(consentEditions.id)).limit(1).get();
  if (latest) return latest;
  return deps.db.insert(consentEditions).values({ body: defaultConsentBody, effectiveAt: deps.now() }).returning().get();
}

export function listEditions(deps: Pick<AppDeps, 'db' | 'now'>): Edition[] {
  currentEdition(deps);
  return deps.db.select().from(consentEditions).orderBy(desc(consentEditions.id)).all();
}

/** A changed text becomes a new edition in force from now; an unchanged one returns the current edition. */
export function createEdition(deps: Pick<AppDeps, 'db' | 'now'>, body: string): { edition: Edition; created: boolean } {
  const normalized = body.replace(/\r\n/g, '\n').trim();
  const current = currentEdition(deps);
  if (current.body === normalized) return { edition: current, created: false };
  const edition = deps.db.insert(consentEditions).values({ body: normalized, effectiveAt: deps.now() }).returning().get();
  return { edition, created: true };
}

export function findEdition(deps: Pick<AppDeps, 'db'>, id: number): Edition | undefined {
  return deps.db.select().from(consentEditions).where(eq(consentEditions.id, id)).get();
}

/** An edition's text with the operator's details, the term and the services in use filled in. */
export function renderEdition(deps: Pick<AppDeps, 'db' | 'env'>, edition: Edition): ConsentDocument {
  const site = readSiteSettings(deps);
  const law = readLawSettings(deps);
  const text = fillConsentTokens(edition.body, {
    operator: law.operatorName || site.clubName,
    inn: law.operatorInn,
    address: [site.city, site.address].filter(Boolean).join(', '),
    email: site.email,
    retentionMonths: String(law.retentionMonths),
    processors: processorsSentence(activeProcessors(deps)),
  });
  return { edition: edition.id, effectiveAt: edition.effectiveAt, text };
}
