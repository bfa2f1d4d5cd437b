import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { clientIp } from './client-address';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by requestLog for every request: names its log line, its X-Request-Id and its 500 answers. */
    requestId: string;
  }
}

/** An id a trusted proxy may pass on (Caddy's {http.request.uuid}, nginx's $request_id): short and plain. */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Twelve random hex digits. randomUUID draws from a buffer of entropy Node refills in bulk, where
 * randomBytes(6) asked OpenSSL on every request (8% of a kept page's CPU under load).
 */
function newRequestId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13);
}

/**
 * Request lines not yet written. They go out together at the end of the event loop's turn: under a
 * crowd one write carries dozens of lines, where a write per line (stdout to a pipe or a file is
 * synchronous) was a fifth of a kept page's CPU. Written on exit too, so a stop loses none.
 */
let pendingLines: string[] = [];

/** Writes the waiting request lines now (the event loop does it by itself; tests and exit call it). */
export function flushRequestLog(): void {
  if (pendingLines.length === 0) return;
  const text = `${pendingLines.join('\n')}\n`;
  pendingLines = [];
  // Straight to stdout: console.log would scan the text for format directives and colours first.
  process.stdout.write(text);
}

function writeLine(line: string): void {
  if (pendingLines.push(line) === 1) setImmediate(flushRequestLog);
}
process.on('exit', flushRequestLog);

/** The request's id ('-' outside requestLog, as in tests that build a bare Hono app). */
export function requestIdOf(c: HonoContext): string {
  return c.get('requestId') ?? '-';
}

/**
 * The client address with its last part zeroed (IPv4 /24, IPv6 /48), the way analytics tools
 * anonymise it: enough to see that requests come through the proxy or from one network, not
 * enough to name a person, so the log holds no personal data.
 */
export function maskIp(address: string): string {
  const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.replace(/\.\d+$/, '.0');
  if (isIP(address) === 6) {
    const head = address.split('::')[0]?.split(':').filter(Boolean).slice(0, 3) ?? [];
    return `${head.join(':')}::`;
  }
  return 'unknown';
}

/**
 * An error for the server log without the data it carried: Drizzle's "Failed query" message lists
 * the bound values (phones, names), so only its SQLite cause is printed.
 */
export function errorForLog(error: unknown): unknown {
  if (error instanceof Error && error.message.startsWith('Failed query') && error.cause instanceof Error) {
    return `Failed query (values hidden): ${error.cause.stack ?? error.cause.message}`;
  }
  return error;
}

/**
 * One line per request: time, request id, method, path (never the query string, which may carry a
 * token), status, duration, the masked client address. No headers (Authorization, cookies) and no
 * bodies (passwords, phones, names). LOG_FORMAT=json prints the same fields as one JSON object.
 * Every response carries X-Request-Id; an id from a trusted proxy (TRUST_PROXY) is kept when it
 * looks sane, so the proxy's log and ours name the same request.
 */
export function requestLog(deps: AppDeps): MiddlewareHandler {
  const json = deps.env.LOG_FORMAT === 'json';
  return async (c, next) => {
    const started = performance.now();
    const offered = deps.env.TRUST_PROXY.kind !== 'none' ? c.req.header('x-request-id') : undefined;
    const id = offered && PROXY_ID.test(offered) ? offered : newRequestId();
    c.set('requestId', id);
    await next();
    try {
      c.res.headers.set('X-Request-Id', id);
    } catch {
      // Immutable headers (a fetched Response): copy it once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', id);
    }
    if (deps.env.LOG_FORMAT === 'off') return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const entry = {
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? 'error' : 'info',
      rid: id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
      ip: maskIp(clientIp(c, deps)),
    };
    writeLine(
      json
        ? JSON.stringify(entry)
        : `${entry.time} ${entry.rid} ${entry.method} ${entry.path} ${entry.status} ${entry.ms}ms ${entry.ip}`,
    );
  };
}
