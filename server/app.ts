import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { getPath } from 'hono/utils/url';
import { TRPC_BATCH } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import type { AppDeps } from './deps';
import { healthzResponse } from './http/health';
import { mediaVideoRoutes } from './http/media-video';
import { contextFromRequest } from './http/request-context';
import { limitBody, limitDepth, limitTrpcBody, rateLimit } from './http/request-limits';
import { errorForLog, requestIdOf, requestLog } from './http/request-log';
import { yookassaNotificationRoutes } from './http/yookassa-notifications';
import { makeMissingPostImage } from './lib/post-images';
import { WEBHOOK_PATH, webhookHandler } from './lib/telegram-bot/bot';
import { contentSecurityPolicy, servedOverHttps } from './render/csp';
import { CACHED_API_LISTS, cachedApiList, keptPages } from './render/page-cache';
import { sitemapResponse } from './render/sitemap';
import { apiRoutes } from './rest/index';
import { appRouter } from './routers/_app';
import { retryAfterOf } from './trpc/errors';

export interface CreateAppOptions {
  /** The server render of pages (server/render); without it, unknown GETs answer 404. */
  renderPage?: (c: HonoContext) => Promise<Response>;
  /** Built client assets (vite build output). */
  clientDir?: string;
}

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
  app.use('/trpc/*', limitTrpcBody());
  app.use('/trpc/*', limitDepth('trpc'));
  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      // One request may carry at most this many calls; the browser's batch link stays under it.
      maxBatchSize: TRPC_BATCH.serverMax,
      // A query whose input is too long for an address (a page's whole draft for its preview) is
      // sent as POST by the browser's link; it stays a query (no cache drop, no audit entry).
      allowMethodOverride: true,
      createContext: () => contextFromRequest(c, deps),
      responseMeta: ({ errors, ctx }) => {
        const headers = new Headers();
        const retryAfter = errors.map(retryAfterOf).find((value) => value !== null);
        if (retryAfter) headers.set('Retry-After', String(retryAfter));
        // The family's login and logout set their cookie (server/lib/family/sessions.ts).
        for (const cookie of ctx?.responseCookies ?? []) headers.append('Set-Cookie', cookie);
        return { headers };
      },
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          console.error('[trpc]', requestIdOf(c), procedure, errorForLog(error.cause ?? error));
      },
    }),
  );
  // ЮKassa's notifications, before /api's per-address limits (server/http/yookassa-notifications.ts).
  yookassaNotificationRoutes(app, deps);
  app.use('/api/*', rateLimit(deps, 'api'));
  app.use('/api/*', limitBody('api'));
  app.use('/api/*', limitDepth('api'));
  const api = apiRoutes(deps);
  // The public lists come from the response cache (server/render/page-cache.ts).
  app.get(`/api/:list{${CACHED_API_LISTS.join('|')}}`, cachedApiList(deps));
  // Telegram's updates for the visitors' reminder bot, checked by its secret-token header.
  app.post(WEBHOOK_PATH, (c) => webhookHandler(c, deps));
  app.route('/api', api);
  // Banner videos arrive as a streamed body of up to 300 MB, past /trpc's limits (docs/decisions/media-videos.md).
  mediaVideoRoutes(app, deps);

  // Upload names are random and never reused.
  const uploads = files(deps.env.uploadsDir, IMMUTABLE, { rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') });
  app.get('/uploads/*', uploads);
  // A news photo stored before its 900 px width existed gets that file on its first request.
  app.get('/uploads/post/*', async (c, next) => ((await makeMissingPostImage(deps, c.req.path)) ? uploads(c, next) : next()));
  app.get('/uploads/*', (c) => c.text(serverMessages.server.notFound, 404));

  app.get('/healthz', (c) => healthzResponse(c, deps));
  app.get('/robots.txt', (c) => robotsTxt(c, deps));
  app.get('/sitemap.xml', (c) => sitemapResponse(c, deps));

  // A kept public page goes out as it was kept (already compressed); only misses go further.
  app.get('*', keptPages(deps));
  app.use(compress());
  // Hashed build output.
  app.get('/static/*', files(clientDir, IMMUTABLE, { precompressed: true }));
  app.get('/static/*', (c) => c.text(serverMessages.server.notFound, 404));
  // Other files copied from client/public (favicon, images); anything else falls through to the pages.
  const rootFiles = files(clientDir, ROOT_FILE_CACHE, { precompressed: true });
  app.get('*', async (c, next) => {
    if (!/\.[A-Za-z0-9]+$/.test(c.req.path) || c.req.path.endsWith('.html')) return next();
    return rootFiles(c, next);
  });

  const renderPage = options.renderPage;
  if (renderPage) app.get('*', (c) => renderPage(c));
  // The login form says method="post" so that one sent before its script has loaded (a slow phone)
  // never puts the password in the address bar and the history; such a send is answered with the
  // login page again, now ready to log in.
  app.post('/authorization-account', (c) => c.redirect('/authorization-account', 303));

  app.notFound((c) => c.text(serverMessages.server.notFound, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error('[http]', requestIdOf(c), c.req.method, c.req.path, errorForLog(error));
    return c.json({ message: serverMessages.errors.internal, requestId: requestIdOf(c) }, 500);
  });
  return app;
}
