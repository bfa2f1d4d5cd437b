import { Hono } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-address';
import { recordVitals, VitalsRateLimit, vitalsReportSchema } from '../lib/web-vitals';

/** A report is a few dozen bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 2048;

/**
 * POST /api/vitals: the Core Web Vitals of one page view, sent by the page with sendBeacon when it
 * is hidden (client/lib/vitals-report.ts). No cookie is read or set and nothing about the visitor
 * is stored: the route, the metric, its value and the connection type. 204 when stored.
 */
export function vitalsRest(deps: AppDeps, limit = new VitalsRateLimit()): Hono {
  return new Hono().post('/vitals', async (c) => {
    if (!limit.allow(clientIp(c, deps), deps.now() * 1000)) return c.json({ message: serverMessages.server.vitalsTooMany }, 429);
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_BODY_BYTES) return c.json({ message: serverMessages.server.vitalsTooLarge }, 413);
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) return c.json({ message: serverMessages.server.vitalsTooLarge }, 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ message: serverMessages.server.vitalsBadReport('ожидается JSON') }, 400);
    }
    const parsed = vitalsReportSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(
        { message: serverMessages.server.vitalsBadReport(`${issue?.path.join('.') || 'тело'}: ${issue?.message ?? ''}`) },
        400,
      );
    }
    recordVitals(deps, parsed.data);
    return c.body(null, 204);
  });
}
