import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { getPath } from 'hono/utils/url';
import { TRPC_BATCH } from '#shared/constants';
import { messages } from '#shared/messages/server.ru';
import { MEDIA_UPLOAD_MAX_BODY_BYTES } from '#shared/rules/media';
import type { AppDeps } from './deps';
import { healthzResponse } from './lib/health';
import { makeMissingPostImage } from './lib/post-images';
import { limiterFor } from './lib/rate-limit';
import { errorForLog, requestIdOf, requestLog } from './lib/request-log';
import { WEBHOOK_PATH, webhookHandler } from './lib/telegram-bot/bot';
import { MAX_UPLOAD_BYTES } from './lib/uploads';
import { contentSecurityPolicy, servedOverHttps } from './render/csp';
import { CACHED_API_LISTS, cachedApiList, keptPages } from './render/page-cache';
import { sitemapResponse } from './render/sitemap';
import { apiRoutes } from './rest/index';
import { appRouter } from './routers/_app';
import { retryAfterOf } from './trpc/errors';
import { clientIp, contextFromRequest } from './trpc/request-context';

export interface CreateAppOptions {
  /** The server render of pages (server/render); without it, unknown GETs answer 404. */
  renderPage?: (c: HonoContext) => Promise<Response>;
  /** Built client assets (vite build output). */
  clientDir?: string;
}

/** Room for a 5 MB image plus the multipart envelope; bigger bodies are refused before parsing. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ROOT_FILE_CACHE = 'public, max-age=86400';
const ROBOTS_DISALLOW = [
  '/admin-dashboard',
  '/schedule-editor',
  '/admin',
  '/admin-price',
  '/admin-products',
  '/edit-ad',
  '/authorization-account',
  '/trpc',
  '/api',
];

/**
 * The legacy client was served by a case-insensitive router that ignored a trailing slash: keep
 * /API/admin/login and /api/admin/login/ working. Only fixed words are lowercased (ids keep their case).
 */
function routingPath(request: Request): string {
  const original = getPath(request);
  if (!/^\/api(?:\/|$)/i.test(original)) return original;
  const segments = original.replace(/\/+$/, '').split('/');
  segments[1] = 'api';
  const resource = segments[2]?.toLowerCase();
  if (resource !== undefined) segments[2] = resource;
  if ((resource === 'admin' || resource === 'applications') && segments[3]) segments[3] = segments[3].toLowerCase();
  return segments.join('/') || '/';
}

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
const HSTS = 'max-age=31536000';

/**
 * Whether this request reached the site over HTTPS: PUBLIC_URL says so, or a trusted proxy said so
 * in X-Forwarded-Proto (its last value, the one the nearest proxy wrote).
 */
function isHttps(c: HonoContext, deps: AppDeps): boolean {
  if (servedOverHttps(deps) || c.req.url.startsWith('https:')) return true;
  if (deps.env.TRUST_PROXY.kind === 'none') return false;
  const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https';
}

function securityHeaders(deps: AppDeps): MiddlewareHandler {
  // Answers that set no policy of their own (API, files, errors) get the strict one without inline scripts.
  const basePolicy = contentSecurityPolicy({ recaptcha: Boolean(deps.env.RECAPTCHA_SITE_KEY), https: servedOverHttps(deps) });
  const apply = (c: HonoContext, headers: Headers) => {
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', basePolicy);
    if (isHttps(c, deps)) headers.set('Strict-Transport-Security', HSTS);
  };
  return async (c, next) => {
    await next();
    try {
      apply(c, c.res.headers);
    } catch {
      // Immutable headers (a fetched Response): copy it once.
      c.res = new Response(c.res.body, c.res);
      apply(c, c.res.headers);
    }
  };
}

/** Methods whose requests carry no body: the size check is skipped for them (see limitBody). */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses bodies over MAX_BODY_BYTES with 413. Reading `c.req.raw` makes @hono/node-server build a full
 * Fetch Request for the call (about half the CPU of a cached `GET /api/prices`), so requests that
 * cannot carry a body pass straight through.
 */
function limitBody(
  shape: 'api' | 'trpc',
  maxSize = MAX_BODY_BYTES,
  message: string = messages.server.fileTooLarge,
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
  const message = messages.errors.tooManyRequests;
  return shape === 'api'
    ? c.json({ message }, 429)
    : c.json({ error: { message, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } } }, 429);
}

/**
 * Per client address and minute: every procedure call (each call of a batch counts) and every /api
 * request spends from one allowance, and writes also from a smaller one. A stranger can then cost
 * the site a bounded amount of work per minute however the calls are packed.
 */
function rateLimit(deps: AppDeps, shape: 'api' | 'trpc'): MiddlewareHandler {
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

/**
 * True when a path names a dot-file or dot-folder (/.vite/manifest.json, /.env, /uploads/.tmp),
 * also percent-encoded: build metadata and hidden files are never served.
 */
function hasDotSegment(requestPath: string): boolean {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // A malformed escape is checked as written.
  }
  return [requestPath, decoded].some((p) => p.split(/[/\\]/).some((segment) => segment.startsWith('.')));
}

/**
 * serveStatic that tolerates a folder created after start (no build yet, empty uploads) and sets
 * Cache-Control only on files it actually serves, never on a 404.
 */
function files(
  root: string,
  cacheControl: string,
  options: Omit<Parameters<typeof serveStatic>[0] & object, 'root'> = {},
): MiddlewareHandler {
  let handler: MiddlewareHandler | null = null;
  return async (c, next) => {
    if (hasDotSegment(c.req.path)) return next();
    if (!handler) {
      if (!fs.existsSync(root)) return next();
      handler = serveStatic({ root, ...options });
    }
    const response = await handler(c, next);
    if (response instanceof Response && response.status < 400) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}

function robotsTxt(c: HonoContext, deps: AppDeps): Response {
  const origin = deps.env.siteOrigin;
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(lines.join('\n'));
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono {
  const clientDir = path.resolve(options.clientDir ?? 'dist/client');
  const app = new Hono({ getPath: routingPath });

  app.use(requestLog(deps));
  app.use(securityHeaders(deps));

  // API first, so compression and static serving never sit in front of it (STACK.md: throughput).
  app.use('/trpc/*', rateLimit(deps, 'trpc'));
  const trpcBody = limitBody('trpc');
  const mediaBody = limitBody('trpc', MEDIA_UPLOAD_MAX_BODY_BYTES, messages.adminMedia.requestTooLarge);
  app.use('/trpc/*', (c, next) => (MEDIA_UPLOAD_PATHS.has(c.req.path) ? mediaBody(c, next) : trpcBody(c, next)));
  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      // One request may carry at most this many calls; the browser's batch link stays under it.
      maxBatchSize: TRPC_BATCH.serverMax,
      createContext: () => contextFromRequest(c, deps),
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterOf).find((value) => value !== null);
        return retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {};
      },
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          console.error('[trpc]', requestIdOf(c), procedure, errorForLog(error.cause ?? error));
      },
    }),
  );
  app.use('/api/*', rateLimit(deps, 'api'));
  app.use('/api/*', limitBody('api'));
  const api = apiRoutes(deps);
  // The public lists come from the response cache (server/render/page-cache.ts).
  app.get(`/api/:list{${CACHED_API_LISTS.join('|')}}`, cachedApiList(deps));
  // Telegram's updates for the visitors' reminder bot, checked by its secret-token header.
  app.post(WEBHOOK_PATH, (c) => webhookHandler(c, deps));
  app.route('/api', api);

  // Upload names are random and never reused.
  const uploads = files(deps.env.uploadsDir, IMMUTABLE, { rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') });
  app.get('/uploads/*', uploads);
  // A news photo stored before its 900 px width existed gets that file on its first request.
  app.get('/uploads/post/*', async (c, next) => ((await makeMissingPostImage(deps, c.req.path)) ? uploads(c, next) : next()));
  app.get('/uploads/*', (c) => c.text(messages.server.notFound, 404));

  app.get('/healthz', (c) => healthzResponse(c, deps));
  app.get('/robots.txt', (c) => robotsTxt(c, deps));
  app.get('/sitemap.xml', (c) => sitemapResponse(c, deps));

  // A kept public page goes out as it was kept (already compressed); only misses go further.
  app.get('*', keptPages(deps));
  app.use(compress());
  // Hashed build output.
  app.get('/static/*', files(clientDir, IMMUTABLE, { precompressed: true }));
  app.get('/static/*', (c) => c.text(messages.server.notFound, 404));
  // Other files copied from client/public (favicon, images); anything else falls through to the pages.
  const rootFiles = files(clientDir, ROOT_FILE_CACHE, { precompressed: true });
  app.get('*', async (c, next) => {
    if (!/\.[A-Za-z0-9]+$/.test(c.req.path) || c.req.path.endsWith('.html')) return next();
    return rootFiles(c, next);
  });

  const renderPage = options.renderPage;
  if (renderPage) app.get('*', (c) => renderPage(c));

  app.notFound((c) => c.text(messages.server.notFound, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error('[http]', requestIdOf(c), c.req.method, c.req.path, errorForLog(error));
    return c.json({ message: messages.errors.internal, requestId: requestIdOf(c) }, 500);
  });
  return app;
}
