import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentsMessages } from '#shared/messages/payments.ru';
import { type StandInReceipts, standInReceipts } from './yookassa-receipts';

/**
 * A stand-in for ЮKassa's API v3 (docs/decisions/online-payments.md): a real HTTP server on this
 * machine that speaks the same protocol, for the tests and for development, never for production.
 *
 * - `POST /v3/payments`, `GET /v3/payments/{id}`, `POST /v3/refunds`, `GET /v3/refunds/{id}` and the
 *   receipts' `GET /v3/receipts?payment_id=` (./yookassa-receipts.ts), with HTTP Basic (the shop id and key it was started with) and ЮKassa's idempotence: the same
 *   Idempotence-Key gives the same answer.
 * - The confirmation page `GET /checkout/{id}` the buyer's browser is sent to, with 'Оплатить',
 *   'Отказаться' and 'Оставить в ожидании'; each sends the browser back to the payment's return_url.
 * - Notifications `{ type: 'notification', event, object }` POSTed to `notificationUrl` from
 *   `allowedAddress` (127.0.0.1) or, on request, from `forbiddenAddress` (127.0.0.2).
 */

type Status = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
type Amount = { value: string; currency: string };

export interface StandInPayment {
  id: string;
  status: Status;
  paid: boolean;
  amount: Amount;
  refunded_amount?: Amount;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  captured_at?: string;
  description?: string;
  metadata?: Record<string, string>;
  payment_method: { type: string; id: string };
  cancellation_details?: { party: string; reason: string };
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
  test: true;
  /** What the shop sent, for the tests to check (not part of ЮKassa's answer). */
  request: Record<string, unknown>;
}

export interface StandInRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Amount;
  created_at: string;
  description?: string;
  receipt_registration: 'succeeded';
  request: Record<string, unknown>;
}

export interface SentNotification {
  event: string;
  objectId: string;
  from: string;
  status: number | null;
}

export interface YookassaStandInOptions {
  shopId: string;
  secretKey: string;
  /** Our site's notification route; without it no notifications are sent. */
  notificationUrl?: string;
  port?: number;
  host?: string;
  allowedAddress?: string;
  forbiddenAddress?: string;
  /** Send notifications by itself when the buyer pays or declines, and on refunds (default true). */
  autoNotify?: boolean;
}

export interface YookassaStandIn {
  /** http://127.0.0.1:<port>; the API is under `${url}/v3`. */
  url: string;
  /** Where notifications go (settable after start, once our server's address is known). */
  notificationUrl: string | undefined;
  apiUrl: string;
  payments: Map<string, StandInPayment>;
  refunds: Map<string, StandInRefund>;
  /** The receipts 'Чеки от ЮKassa' made for succeeded payments and refunds. */
  receipts: StandInReceipts;
  notifications: SentNotification[];
  /** Every API call received, with its Idempotence-Key. */
  calls: Array<{ method: string; path: string; idempotenceKey: string | null }>;
  /** 'up'; 'down' answers every API call 500; 'slow' never answers (the caller's timeout fires). */
  mode: 'up' | 'down' | 'slow';
  autoNotify: boolean;
  /**
   * Called once an answer to a GET (a payment or refund re-read) has left for the caller: the crash
   * test kills our server here, between ЮKassa's answer and our commit.
   */
  afterRead: ((object: { id: string; status: string }) => void) | null;
  /** What the buyer's buttons do, without a browser. */
  settle(id: string, outcome: 'pay' | 'decline'): StandInPayment;
  notify(event: string, objectId: string, options?: { from?: 'allowed' | 'forbidden'; object?: unknown }): Promise<number | null>;
  /** Waits for the notifications already under way. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function refuse(res: http.ServerResponse, status: number, code: string, description: string): true {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', id: randomUUID(), code, description }));
  return true;
}

function answer(res: http.ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
}

const AMOUNT = /^\d{1,9}\.\d{2}$/;
const toKopecks = (value: string) => Number(value.replace('.', ''));
const fromKopecks = (k: number) => `${Math.floor(k / 100)}.${String(k % 100).padStart(2, '0')}`;

/** ЮKassa's own checks of a payment's body that matter to us: amount, redirect, method, receipt. */
function paymentProblem(body: Record<string, unknown>): string | null {
  const amount = body.amount as Amount | undefined;
  if (!amount || !AMOUNT.test(amount.value ?? '') || amount.currency !== 'RUB') return 'amount';
  const confirmation = body.confirmation as { type?: string; return_url?: string } | undefined;
  if (confirmation?.type !== 'redirect' || !confirmation.return_url) return 'confirmation';
  const method = (body.payment_method_data as { type?: string } | undefined)?.type;
  if (method !== 'bank_card' && method !== 'sbp') return 'payment_method_data';
  const receipt = body.receipt as
    | { customer?: { phone?: string; email?: string }; items?: Array<{ amount: Amount }> }
    | undefined;
  if (!receipt?.customer?.phone && !receipt?.customer?.email) return 'receipt.customer';
  if (!receipt.items?.length) return 'receipt.items';
  const sum = receipt.items.reduce((total, item) => total + toKopecks(item.amount?.value ?? 'x'), 0);
  if (sum !== toKopecks(amount.value)) return 'receipt.items.amount';
  return null;
}

function publicPayment(payment: StandInPayment): Omit<StandInPayment, 'request'> {
  const { request: _request, ...rest } = payment;
  return rest;
}

function publicRefund(refund: StandInRefund): Omit<StandInRefund, 'request'> {
  const { request: _request, ...rest } = refund;
  return rest;
}

function checkoutPage(payment: StandInPayment): string {
  const copy = paymentsMessages.standIn;
  const button = (action: string, label: string) =>
    `<form method="post" action="/checkout/${payment.id}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${copy.title}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><h1>${copy.title}</h1>
<p>${(payment.description ?? '').replace(/</g, '&lt;')}</p><p>${copy.amount}: <strong>${payment.amount.value} ₽</strong> (${payment.payment_method.type})</p>
${button('pay', copy.pay)}${button('decline', copy.decline)}${button('wait', copy.leavePending)}</body></html>`;
}

export async function startYookassaStandIn(options: YookassaStandInOptions): Promise<YookassaStandIn> {
  if (process.env.NODE_ENV === 'production') throw new Error(paymentsMessages.standIn.production);
  const allowedAddress = options.allowedAddress ?? '127.0.0.1';
  const forbiddenAddress = options.forbiddenAddress ?? '127.0.0.2';
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  const receipts = standInReceipts();
  const replies = new Map<string, { status: number; body: unknown }>();
  const inFlight = new Set<Promise<unknown>>();
  let origin = '';

  const standIn: YookassaStandIn = {
    url: '',
    apiUrl: '',
    notificationUrl: options.notificationUrl,
    payments,
    refunds,
    receipts,
    notifications: [],
    calls: [],
    mode: 'up',
    autoNotify: options.autoNotify ?? true,
    afterRead: null,
    settle(id, outcome) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      if (payment.status !== 'pending') return payment;
      if (outcome === 'pay') {
        Object.assign(payment, {
          status: 'succeeded',
          paid: true,
          captured_at: new Date().toISOString(),
        });
        const receipt = receipts.make({ type: 'payment', paymentId: id }, payment.request);
        payment.receipt_registration = receipt.status;
      } else {
        Object.assign(payment, {
          status: 'canceled',
          cancellation_details: { party: 'payment_network', reason: 'general_decline' },
        });
      }
      if (standIn.autoNotify) void standIn.notify(`payment.${payment.status}`, id);
      return payment;
    },
    notify(event, objectId, notifyOptions = {}) {
      const from = notifyOptions.from === 'forbidden' ? forbiddenAddress : allowedAddress;
      const stored = event.startsWith('refund.') ? refunds.get(objectId) : payments.get(objectId);
      const object = notifyOptions.object ?? (stored ? { ...stored, request: undefined } : { id: objectId });
      const record: SentNotification = { event, objectId, from, status: null };
      standIn.notifications.push(record);
      if (!standIn.notificationUrl) return Promise.resolve(null);
      const target = new URL(standIn.notificationUrl);
      const body = JSON.stringify({ type: 'notification', event, object });
      const sent = new Promise<number | null>((resolve) => {
        const req = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            localAddress: from,
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              record.status = res.statusCode ?? null;
              resolve(record.status);
            });
          },
        );
        req.on('error', () => resolve(null));
        req.end(body);
      });
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
      return sent;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  function createPayment(body: Record<string, unknown>): { status: number; body: unknown } {
    const problem = paymentProblem(body);
    if (problem)
      return {
        status: 400,
        body: { type: 'error', code: 'invalid_request', parameter: problem, description: `Invalid parameter ${problem}` },
      };
    const id = randomUUID();
    const confirmation = body.confirmation as { return_url: string };
    const payment: StandInPayment = {
      id,
      status: 'pending',
      paid: false,
      amount: body.amount as Amount,
      confirmation: { type: 'redirect', confirmation_url: `${origin}/checkout/${id}`, return_url: confirmation.return_url },
      created_at: new Date().toISOString(),
      description: body.description as string | undefined,
      metadata: body.metadata as Record<string, string> | undefined,
      payment_method: { type: (body.payment_method_data as { type: string }).type, id },
      test: true,
      request: body,
    };
    payments.set(id, payment);
    return { status: 200, body: publicPayment(payment) };
  }

  function createRefund(body: Record<string, unknown>): { status: number; body: unknown } {
    const payment = payments.get(String(body.payment_id ?? ''));
    const amount = body.amount as Amount | undefined;
    if (!payment) return { status: 404, body: { type: 'error', code: 'not_found', description: 'Payment not found' } };
    if (payment.status !== 'succeeded')
      return { status: 400, body: { type: 'error', code: 'invalid_request', description: 'Payment is not succeeded' } };
    if (!amount || !AMOUNT.test(amount.value))
      return { status: 400, body: { type: 'error', code: 'invalid_request', parameter: 'amount' } };
    const refunded = toKopecks(payment.refunded_amount?.value ?? '0.00');
    if (refunded + toKopecks(amount.value) > toKopecks(payment.amount.value))
      return { status: 400, body: { type: 'error', code: 'invalid_request', description: 'Refund amount exceeds the payment' } };
    const receipt = body.receipt as { items?: Array<{ amount: Amount }> } | undefined;
    const sum = (receipt?.items ?? []).reduce((total, item) => total + toKopecks(item.amount?.value ?? 'x'), 0);
    if (sum !== toKopecks(amount.value))
      return { status: 400, body: { type: 'error', code: 'invalid_request', parameter: 'receipt' } };
    payment.refunded_amount = { value: fromKopecks(refunded + toKopecks(amount.value)), currency: 'RUB' };
    const refund: StandInRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: 'succeeded',
      amount,
      created_at: new Date().toISOString(),
      description: body.description as string | undefined,
      receipt_registration: 'succeeded',
      request: body,
    };
    refunds.set(refund.id, refund);
    receipts.make({ type: 'refund', paymentId: payment.id, refundId: refund.id }, body);
    if (standIn.autoNotify) void standIn.notify('refund.succeeded', refund.id);
    return { status: 200, body: publicRefund(refund) };
  }

  /** Answers an API call; false when it leaves it unanswered ('slow'). */
  function api(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string, query: URLSearchParams): boolean {
    const key = typeof req.headers['idempotence-key'] === 'string' ? req.headers['idempotence-key'] : null;
    standIn.calls.push({ method: req.method ?? '', path, idempotenceKey: key });
    if (standIn.mode === 'slow') return false; // never answers
    if (standIn.mode === 'down') return refuse(res, 500, 'internal_server_error', 'Internal server error');
    if (req.headers.authorization !== authorization) return refuse(res, 401, 'invalid_credentials', 'Login or password is wrong');
    const [, kind, id] = path.split('/');
    if (req.method === 'GET' && kind === 'receipts' && id === undefined) {
      const list = receipts.list(query);
      return list ? answer(res, 200, list) : refuse(res, 400, 'invalid_request', 'Only one of payment_id, refund_id');
    }
    if (req.method === 'GET') {
      const found = kind === 'payments' ? payments.get(id ?? '') : kind === 'refunds' ? refunds.get(id ?? '') : undefined;
      if (!found) return refuse(res, 404, 'not_found', 'Object not found');
      const observe = standIn.afterRead;
      if (observe) res.once('finish', () => observe({ id: found.id, status: found.status }));
      return answer(res, 200, 'payment_id' in found ? publicRefund(found) : publicPayment(found));
    }
    if (req.method !== 'POST' || id !== undefined || (kind !== 'payments' && kind !== 'refunds'))
      return refuse(res, 404, 'not_found', 'Unknown path');
    if (!key) return refuse(res, 400, 'invalid_request', 'Idempotence-Key header is required');
    const replyKey = `${kind}:${key}`;
    const earlier = replies.get(replyKey);
    if (earlier) return answer(res, earlier.status, earlier.body);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(res, 400, 'invalid_request', 'Body is not JSON');
    }
    const reply = kind === 'payments' ? createPayment(body) : createRefund(body);
    replies.set(replyKey, reply);
    return answer(res, reply.status, reply.body);
  }

  function checkout(req: http.IncomingMessage, res: http.ServerResponse, id: string, raw: string): void {
    const payment = payments.get(id);
    if (!payment) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(paymentsMessages.standIn.notFound);
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(checkoutPage(payment));
      return;
    }
    const action = new URLSearchParams(raw).get('action');
    if (action === 'pay' || action === 'decline') standIn.settle(id, action);
    res.writeHead(303, { location: payment.confirmation.return_url });
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const address = new URL(req.url ?? '/', 'http://stand-in');
      const path = address.pathname;
      const match = /^\/checkout\/([\w-]+)$/.exec(path);
      if (path.startsWith('/v3/')) api(req, res, path.slice(3), raw, address.searchParams);
      else if (match?.[1]) checkout(req, res, match[1], raw);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  standIn.url = origin;
  standIn.apiUrl = `${origin}/v3`;
  return standIn;
}
