/**
 * The limits every /trpc and /api request passes before any procedure runs: the calls and writes
 * per client address and minute, and the body size. The same refusals in the two answer shapes
 * (the legacy `{ message }` and tRPC's error envelope).
 */
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TRPC_BATCH } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import { jsonTextTooDeep, MAX_INPUT_DEPTH } from '#shared/rules/input-depth';
import { MEDIA_UPLOAD_MAX_BODY_BYTES } from '#shared/rules/media';
import type { AppDeps } from '../deps';
import { limiterFor } from '../lib/rate-limit';
import { MAX_UPLOAD_BYTES } from '../lib/uploads';
import { clientIp } from './client-address';

/** Room for a 5 MB image plus the multipart envelope; bigger bodies are refused before parsing. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** Methods whose requests carry no body: the size check is skipped for them (see limitBody). */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses bodies over MAX_BODY_BYTES with 413. Reading `c.req.raw` makes @hono/node-server build a full
 * Fetch Request for the call (about half the CPU of a cached `GET /api/prices`), so requests that
 * cannot carry a body pass straight through.
 */
export function limitBody(
  shape: 'api' | 'trpc',
  maxSize = MAX_BODY_BYTES,
  message: string = serverMessages.server.fileTooLarge,
): MiddlewareHandler {
  const check = bodyLimit({
    maxSize,
    onError: (c) =>
      shape === 'api'
        ? c.json({ message }, 413)
        : c.json(
            {
              error: {
                message,
                code: -32013,
                data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
              },
            },
            413,
          ),
  });
  return (c, next) => (BODYLESS_METHODS.has(c.req.method) ? next() : check(c, next));
}

/** The media library takes phone photos bigger than other uploads (shared/rules/media.ts). */
const MEDIA_UPLOAD_PATHS = new Set(['/trpc/media.upload', '/trpc/media.replace']);

/** /trpc's body limit: the media library's uploads get their own, larger one. */
export function limitTrpcBody(): MiddlewareHandler {
  const trpcBody = limitBody('trpc');
  const mediaBody = limitBody('trpc', MEDIA_UPLOAD_MAX_BODY_BYTES, serverMessages.adminMedia.requestTooLarge);
  return (c, next) => (MEDIA_UPLOAD_PATHS.has(c.req.path) ? mediaBody(c, next) : trpcBody(c, next));
}

function tooDeepResponse(c: HonoContext, shape: 'api' | 'trpc'): Response {
  const message = serverMessages.server.inputTooDeep(MAX_INPUT_DEPTH);
  return shape === 'api'
    ? c.json({ message }, 400)
    : c.json({ error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } }, 400);
}

/** Bodies that are files or flat fields: never JSON, never read here (an upload may be hundreds of MB). */
const UNNESTED_BODY = /multipart\/form-data|application\/octet-stream|application\/x-www-form-urlencoded|^(image|video|audio)\//i;

/**
 * Refuses with 400 a request whose JSON nests objects or lists deeper than MAX_INPUT_DEPTH
 * (shared/rules/input-depth.ts), before any route or procedure reads it: a JSON body (or text sent
 * as JSON, which tRPC and the legacy routes parse alike) and /trpc's `input` in the address. The
 * body is read once here and handed on as it came. A multipart body's fields are text, one level
 * deep; procedures check their inputs' depth again (server/trpc/init.ts), whatever the transport.
 * Goes after `limitBody`, so an oversized body is refused before it is read.
 */
export function limitDepth(shape: 'api' | 'trpc'): MiddlewareHandler {
  return async (c, next) => {
    if (shape === 'trpc') {
      const input = c.req.query('input');
      if (input && jsonTextTooDeep(input)) return tooDeepResponse(c, shape);
    }
    if (BODYLESS_METHODS.has(c.req.method) || UNNESTED_BODY.test(c.req.header('content-type') ?? '')) return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const text = await c.req.text();
    if (jsonTextTooDeep(text)) return tooDeepResponse(c, shape);
    // The stream is spent: the handler (tRPC reads the raw request) gets the same bytes anew.
    c.req.raw = new Request(raw, { body: text });
    return next();
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many procedure calls one /trpc request makes: a batch names them comma-separated in the path. */
function trpcCallCount(path: string): number {
  const names = path.replace(/^\/trpc\/?/i, '').replace(/%2c/gi, ',');
  if (!names) return 1;
  let count = 1;
  for (let i = 0; i < names.length && count <= TRPC_BATCH.serverMax; i++) if (names[i] === ',') count++;
  return count;
}

function tooManyResponse(c: HonoContext, shape: 'api' | 'trpc', retryAfter: number): Response {
  c.header('Retry-After', String(retryAfter));
  const message = serverMessages.errors.tooManyRequests;
  return shape === 'api'
    ? c.json({ message }, 429)
    : c.json({ error: { message, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } } }, 429);
}

/**
 * Per client address and minute: every procedure call (each call of a batch counts) and every /api
 * request spends from one allowance, and writes also from a smaller one. A stranger can then cost
 * the site a bounded amount of work per minute however the calls are packed.
 */
export function rateLimit(deps: AppDeps, shape: 'api' | 'trpc'): MiddlewareHandler {
  const window = 60;
  return async (c, next) => {
    const calls = limiterFor(deps, 'calls', { limit: deps.env.RATE_LIMIT_CALLS_PER_MINUTE, windowSeconds: window });
    const writes = limiterFor(deps, 'writes', { limit: deps.env.RATE_LIMIT_WRITES_PER_MINUTE, windowSeconds: window });
    const ip = clientIp(c, deps);
    const now = deps.now();
    const cost = shape === 'trpc' ? trpcCallCount(c.req.path) : 1;
    const isWrite = WRITE_METHODS.has(c.req.method);
    if (isWrite) {
      const writeOutcome = writes.peek(ip, now);
      if (!writeOutcome.ok) return tooManyResponse(c, shape, writeOutcome.retryAfter);
    }
    const outcome = calls.hit(ip, now, cost);
    if (!outcome.ok) return tooManyResponse(c, shape, outcome.retryAfter);
    if (isWrite) writes.hit(ip, now);
    await next();
  };
}
