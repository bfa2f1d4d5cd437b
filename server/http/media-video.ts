import type { Hono, Context as HonoContext } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import { MEDIA_FOLDER_MAX_LENGTH } from '#shared/rules/media';
import { mediaIdFromText } from '#shared/schemas/media';
import type { AppDeps } from '../deps';
import { recordChange } from '../lib/audit-log';
import { bumpContentVersion } from '../lib/content-version';
import { DomainError } from '../lib/domain-error';
import { receiveVideo } from '../lib/media/video-upload';
import { authenticate } from '../lib/tokens';
import { failure } from '../rest/http';
import { rolesOf, ruleOf } from '../trpc/rights';
import { clientIp } from './client-address';
import { rateLimit } from './request-limits';

/** The upload of a banner video: a raw body (the file itself), outside /trpc's JSON and base64 limits. */
export const MEDIA_VIDEO_PATH = '/admin/media/videos';

/**
 * Who may upload: the same line of the table of rights as the photo upload (`media.upload`, or
 * `media.replace` for a replacement), checked as `adminProcedure` checks it, before a byte is read.
 */
async function staffAllowed(c: HonoContext, deps: AppDeps, procedure: string) {
  const raw = c.req
    .header('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  const account = raw ? await authenticate(deps, raw) : null;
  if (!account) throw new DomainError('unauthorized', serverMessages.auth.authorizationRequired);
  const rule = ruleOf(procedure);
  const roles = rule ? rolesOf(rule) : 'public';
  if (roles === 'public' || !roles.includes(account.role))
    throw new DomainError('forbidden', serverMessages.staff.server.forbidden);
  return account;
}

/**
 * POST /admin/media/videos (a new item) and /admin/media/videos/:id (a replacement): the body is
 * the file, streamed to disk (shared/rules/media-video.ts limits); `X-File-Name` its name
 * (URI-encoded), `?folder=` the library folder. Answers the item (its job queued) or `{ message }`
 * with a 4xx in Russian.
 */
export function mediaVideoRoutes(app: Hono, deps: AppDeps): void {
  app.use(`${MEDIA_VIDEO_PATH}/*`, rateLimit(deps, 'api'));
  app.use(MEDIA_VIDEO_PATH, rateLimit(deps, 'api'));
  const handle = async (c: HonoContext, replace: boolean) => {
    const procedure = replace ? 'media.replace' : 'media.upload';
    try {
      const account = await staffAllowed(c, deps, procedure);
      const parsedId = replace ? mediaIdFromText.safeParse(c.req.param('id')) : null;
      if (parsedId && !parsedId.success) throw new DomainError('bad-input', serverMessages.adminMedia.badId);
      const length = c.req.header('content-length');
      const folder = (c.req.query('folder') ?? '').trim().slice(0, MEDIA_FOLDER_MAX_LENGTH);
      try {
        const item = await receiveVideo(deps, {
          body: c.req.raw.body,
          declaredBytes: length !== undefined && /^\d+$/.test(length) ? Number(length) : null,
          name: c.req.header('x-file-name') ?? '',
          folder,
          replaceId: parsedId?.success ? parsedId.data : null,
        });
        recordChange(deps, {
          adminId: account.id,
          ip: clientIp(c, deps),
          action: procedure,
          input: { id: item.id, name: item.name, folder },
          output: item,
        });
        return c.json(item, replace ? 200 : 201);
      } finally {
        bumpContentVersion();
      }
    } catch (error) {
      return failure(c, error);
    }
  };
  app.post(MEDIA_VIDEO_PATH, (c) => handle(c, false));
  app.post(`${MEDIA_VIDEO_PATH}/:id`, (c) => handle(c, true));
}
