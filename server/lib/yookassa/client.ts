import type { z } from 'zod';
import { paymentsMessages } from '#shared/messages/payments.ru';
import type { AppDeps } from '../../deps';
import type { Env } from '../../env';
import { DomainError } from '../domain-error';
import {
  type CreatePaymentRequest,
  type CreateRefundRequest,
  errorSchema,
  paymentSchema,
  refundSchema,
  type YookassaPayment,
  type YookassaRefund,
} from './objects';

const copy = paymentsMessages.server;

export interface YookassaConfig {
  shopId: string;
  secretKey: string;
  /** Without a trailing slash: https://api.yookassa.ru/v3 */
  apiUrl: string;
  timeoutMs: number;
}

/** ЮKassa's settings, or null when the shop is not configured (then nothing is sold online). */
export function yookassaConfig(env: Env): YookassaConfig | null {
  if (!env.YOOKASSA_SHOP_ID || !env.YOOKASSA_SECRET_KEY) return null;
  return {
    shopId: env.YOOKASSA_SHOP_ID,
    secretKey: env.YOOKASSA_SECRET_KEY,
    apiUrl: env.YOOKASSA_API_URL.replace(/\/+$/, ''),
    timeoutMs: env.YOOKASSA_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * A call to ЮKassa that did not give an object. `outcome` says what we know:
 * - 'unknown': no answer, a timeout, a 5xx or a body we cannot read: the operation may or may not
 *   have happened at ЮKassa; retry with the same Idempotence-Key (the reconciler does).
 * - 'refused': ЮKassa answered 4xx: nothing was made; the same request will be refused again.
 */
export class YookassaError extends DomainError {
  readonly outcome: 'unknown' | 'refused';
  readonly status: number | null;

  constructor(outcome: 'unknown' | 'refused', message: string, status: number | null, cause?: unknown) {
    super('not-ready', message, cause === undefined ? {} : { cause });
    this.name = 'YookassaError';
    this.outcome = outcome;
    this.status = status;
  }
}

type Deps = Pick<AppDeps, 'env' | 'fetch'>;

function configOf(deps: Deps): YookassaConfig {
  const config = yookassaConfig(deps.env);
  if (!config) throw new DomainError('not-ready', copy.notConfigured);
  return config;
}

/** One call of ЮKassa's API, its answer checked by `schema` (exported for the receipts' reads, ./receipts.ts). */
export async function call<T>(
  deps: Deps,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: { json: unknown; idempotenceKey: string },
): Promise<T> {
  const config = configOf(deps);
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`,
    accept: 'application/json',
  };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['idempotence-key'] = body.idempotenceKey;
  }
  let response: Response;
  let text: string;
  try {
    response = await deps.fetch(`${config.apiUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body.json) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new YookassaError('unknown', copy.unavailable, null, error);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // handled below: a body we cannot read
  }
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    throw new YookassaError('unknown', copy.unavailable, response.status, parsed.error);
  }
  // ЮKassa asks to retry 500s and 202 "in progress"; a 4xx is a definite refusal.
  if (response.status >= 500 || response.status === 429) throw new YookassaError('unknown', copy.unavailable, response.status);
  const error = errorSchema.safeParse(json);
  const detail = error.success ? error.data.description : undefined;
  throw new YookassaError('refused', detail ? copy.refused(detail) : copy.refusedNoDetail, response.status);
}

/** POST /payments with the Idempotence-Key stored on our row before the call. */
export function createPayment(deps: Deps, request: CreatePaymentRequest, idempotenceKey: string): Promise<YookassaPayment> {
  return call(deps, 'POST', '/payments', paymentSchema, { json: request, idempotenceKey });
}

/** GET /payments/{id}: the payment as ЮKassa has it now (the only source we act on). */
export function getPayment(deps: Deps, id: string): Promise<YookassaPayment> {
  return call(deps, 'GET', `/payments/${encodeURIComponent(id)}`, paymentSchema);
}

/** POST /refunds with its receipt and the Idempotence-Key stored on our refund row before the call. */
export function createRefund(deps: Deps, request: CreateRefundRequest, idempotenceKey: string): Promise<YookassaRefund> {
  return call(deps, 'POST', '/refunds', refundSchema, { json: request, idempotenceKey });
}

/** GET /refunds/{id}. */
export function getRefund(deps: Deps, id: string): Promise<YookassaRefund> {
  return call(deps, 'GET', `/refunds/${encodeURIComponent(id)}`, refundSchema);
}
