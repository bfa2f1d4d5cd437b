import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { paymentsSchemaMessages } from '#shared/messages/schemas/payments.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { clubDay } from '#shared/rules/dates';
import { storedPhone } from '#shared/rules/phone';
import type { CheckoutInput } from '#shared/schemas/payments';
import { members, passTypes, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { findEdition } from '../consent';
import { DomainError } from '../domain-error';
import { memberOfRenewalToken } from '../passes/renewal';
import { createPayment, YookassaError, yookassaConfig } from '../yookassa/client';
import { applyPayment, recordEvent } from './apply';
import { latestOffer } from './offer';
import { ADULT_AGE, ageOn, type PaymentOrder, type PurchaseConsent, paymentRequestOf, returnToken, tokenHash } from './order';
import { readPaymentSettings } from './settings';
import { guardianOfApplication, nameOfApplication, trialApplicationFor } from './trial-member';

const copy = paymentsMessages.server;
type Deps = Pick<AppDeps, 'db' | 'env' | 'now' | 'fetch' | 'jwtSecret'>;
/** Where the buy form was sent from: the consent's record keeps the address and browser, as a sign-up's does. */
export interface BuyerRequest {
  ip: string;
  userAgent: string;
}
/** Long user agents are cut, as in the sign-up's consent record. */
const MAX_USER_AGENT = 400;
type PassTypeRow = ReturnType<typeof passTypeForSale>;

/** Whether the site sells online at all (ЮKassa configured): 'Купить' shows only then. */
export function sellsOnline(deps: Pick<AppDeps, 'env'>): boolean {
  return yookassaConfig(deps.env) !== null;
}

function passTypeForSale(deps: Pick<AppDeps, 'db'>, id: number) {
  const type = deps.db.select().from(passTypes).where(eq(passTypes.id, id)).get();
  if (!type) throw new DomainError('not-found', copy.unknownPassType);
  if (type.archivedAt !== null || !type.soldOnline) throw new DomainError('conflict', copy.notSoldOnline);
  return type;
}

function memberOf(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'now'>,
  input: CheckoutInput,
  type: PassTypeRow,
  today: string,
): { member: PaymentOrder['member']; birthDate: string | null; consentEditionId: number | null } {
  if (input.member.kind === 'renewal') {
    const memberId = memberOfRenewalToken(deps, input.member.token);
    const member = memberId === null ? undefined : deps.db.select().from(members).where(eq(members.id, memberId)).get();
    if (!member || member.archivedAt !== null) throw new DomainError('bad-input', copy.renewalInvalid);
    return {
      member: { kind: 'existing', memberId: member.id, fullName: member.fullName },
      birthDate: member.birthDate,
      consentEditionId: null,
    };
  }
  const { birthDate, consentEditionId } = input.member;
  if (birthDate > today)
    throw new DomainError('bad-input', copy.birthDateFuture, { fieldErrors: { 'member.birthDate': [copy.birthDateFuture] } });
  const child = ageOn(birthDate, today) < ADULT_AGE;
  if (input.member.kind === 'trial') {
    const app = trialApplicationFor(deps, input.member.token, type);
    const guardianName = child ? guardianOfApplication(app) : null;
    // The application was signed by the visitor themselves: a child's purchase needs the guardian's own sign-up.
    if (child && !guardianName)
      throw new DomainError('bad-input', copy.guardianRequired, { fieldErrors: { 'member.birthDate': [copy.guardianRequired] } });
    return {
      member: { kind: 'application', applicationId: app.id, fullName: nameOfApplication(app), birthDate, guardianName },
      birthDate,
      consentEditionId,
    };
  }
  const { fullName, guardianName } = input.member;
  if (child && !guardianName)
    throw new DomainError('bad-input', copy.guardianRequired, {
      fieldErrors: { 'member.guardianName': [copy.guardianRequired] },
    });
  return { member: { kind: 'new', fullName, birthDate, guardianName: child ? guardianName : null }, birthDate, consentEditionId };
}

/** The consent given on the form, recorded as the sign-up records it (the edition must be one we published). */
function consentOf(
  deps: Pick<AppDeps, 'db'>,
  editionId: number | null,
  member: PaymentOrder['member'],
  now: number,
  request: BuyerRequest,
): PurchaseConsent | undefined {
  if (editionId === null) return undefined;
  if (!findEdition(deps, editionId)) throw new DomainError('bad-input', serverMessages.server.consentEditionUnknown);
  const byGuardian = member.kind !== 'existing' && member.guardianName !== null;
  return {
    editionId,
    at: now,
    by: byGuardian ? 'guardian' : 'self',
    ip: request.ip,
    userAgent: request.userAgent.slice(0, MAX_USER_AGENT),
  };
}

/**
 * Starts an online purchase: checks what is bought and for whom, stores our payment row ('created',
 * its Idempotence-Key, the order, the amount from the type's price NOW) with its 'create' event,
 * then asks ЮKassa for the payment and stores its id and confirmation URL ('pending'). If ЮKassa
 * does not answer, the visitor is told to try again and the row stays 'created' for the reconciler,
 * which re-sends the same call with the same key; a definite refusal cancels the row.
 */
export async function startCheckout(
  deps: Deps,
  input: CheckoutInput,
  request: BuyerRequest = { ip: 'unknown', userAgent: '' },
): Promise<{ confirmationUrl: string; token: string }> {
  if (!sellsOnline(deps)) throw new DomainError('not-ready', copy.notConfigured);
  const now = deps.now();
  const today = clubDay(now);
  const type = passTypeForSale(deps, input.passTypeId);
  const { member, birthDate, consentEditionId } = memberOf(deps, input, type, today);
  if (birthDate && (type.ageMin !== null || type.ageMax !== null)) {
    const age = ageOn(birthDate, today);
    if (type.ageMin !== null && age < type.ageMin) throw new DomainError('bad-input', copy.tooYoung(type.ageMin));
    if (type.ageMax !== null && age > type.ageMax) throw new DomainError('bad-input', copy.tooOld(type.ageMax));
  }
  const offer = latestOffer(deps);
  if (!offer) throw new DomainError('not-ready', copy.noOffer);
  if (offer.id !== input.offerEditionId) throw new DomainError('conflict', copy.offerChanged);
  const payerPhone = storedPhone(input.payerPhone);
  if (!payerPhone) throw new DomainError('bad-input', paymentsSchemaMessages.phoneFormat);
  const order: PaymentOrder = {
    passTypeId: type.id,
    passName: type.name,
    member,
    method: input.method,
    payerPhone,
    payerEmail: input.payerEmail,
    vatCode: readPaymentSettings(deps).vatCode,
  };
  const consent = consentOf(deps, consentEditionId, member, now, request);
  if (consent) order.consent = consent;
  const idempotenceKey = randomUUID();
  const token = returnToken(deps, idempotenceKey);
  const row = deps.db.transaction((tx) => {
    const created = tx
      .insert(payments)
      .values({
        provider: 'yookassa',
        idempotenceKey,
        status: 'created',
        method: input.method,
        amountKopecks: type.priceKopecks,
        passTypeId: type.id,
        memberId: member.kind === 'existing' ? member.memberId : null,
        order: order as unknown as Record<string, unknown>,
        payerPhone,
        payerEmail: input.payerEmail,
        offerEditionId: offer.id,
        returnTokenHash: tokenHash(token),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    recordEvent(tx, now, { paymentId: created.id, source: 'create', fromStatus: null, toStatus: 'created' });
    return created;
  });
  const remote = await sendPayment(deps, row.id);
  const url = remote?.confirmationUrl;
  if (!url) throw new DomainError('not-ready', copy.unavailable);
  return { confirmationUrl: url, token };
}

/**
 * Sends (or re-sends, with the same key) a 'created' row's create call and applies the answer.
 * Returns the row after it; throws the visitor's message when ЮKassa is down (the row stays
 * 'created') or refused (the row is canceled).
 */
export async function sendPayment(deps: Deps, paymentId: number, source: 'create' | 'reconciler' = 'create') {
  const row = deps.db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!row) throw new DomainError('not-found', copy.paymentNotFound);
  try {
    const remote = await createPayment(deps, paymentRequestOf(deps, row), row.idempotenceKey);
    return applyPayment(deps, row.id, remote, source);
  } catch (error) {
    if (error instanceof YookassaError && error.outcome === 'refused') {
      const now = deps.now();
      deps.db.transaction((tx) => {
        const moved = tx
          .update(payments)
          .set({ status: 'canceled', cancellationReason: 'refused', updatedAt: now })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'created')))
          .run();
        if (moved.changes > 0)
          recordEvent(tx, now, { paymentId: row.id, source, fromStatus: 'created', toStatus: 'canceled', detail: error.message });
      });
    }
    throw error;
  }
}
