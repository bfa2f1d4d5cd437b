import { serverMessages } from '#shared/messages/server.ru';
import { ADULT_AGE } from '#shared/schemas/application';
import type { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { currentEdition, findEdition } from './consent';
import { DomainError } from './domain-error';

type ApplicationRow = typeof applications.$inferSelect;

/** Long user agents are cut: the record needs the browser, not an unbounded header. */
const MAX_USER_AGENT = 400;

export interface ConsentInput {
  consent?: boolean;
  consentEdition?: number;
  marketing?: boolean;
  guardianName?: string;
  age: number;
}

/**
 * The columns that prove a consent: the edition the visitor was shown (the one in force when the
 * client did not say), the address and browser, who consented (the guardian for a
 * participant under 18) and the separate marketing choice. Without consent (the legacy call) only
 * the marketing choice is stored, as false. The time is not here: the write stamps `consentAt` with
 * the same instant as `createdAt` (server/lib/applications.ts), since the captcha check between
 * this call and the write may take seconds.
 */
export function consentRecord(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: ConsentInput,
  request: { ip: string; userAgent: string },
): Partial<Omit<ApplicationRow, 'consentAt'>> {
  if (input.consent !== true) return { consent: false, marketingConsent: false };
  const edition = input.consentEdition ? findEdition(deps, input.consentEdition) : currentEdition(deps);
  if (!edition) throw new DomainError('bad-input', serverMessages.server.consentEditionUnknown);
  const guardian = input.age < ADULT_AGE && input.guardianName ? input.guardianName.trim() : null;
  return {
    consent: true,
    consentEditionId: edition.id,
    consentIp: request.ip,
    consentUserAgent: request.userAgent.slice(0, MAX_USER_AGENT) || null,
    consentBy: guardian ? 'guardian' : 'self',
    guardianName: guardian,
    marketingConsent: input.marketing === true,
  };
}
