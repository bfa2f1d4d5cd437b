import type { Hono } from 'hono';
import { paymentsMessages } from '#shared/messages/payments.ru';
import type { AppDeps } from '../deps';
import { handleNotification, NOTIFICATION_STATUS } from '../lib/payments/notifications';
import { clientIp } from './client-address';
import { limitBody } from './request-limits';

/** Where ЮKassa's cabinet sends notifications: https://<site>/api/yookassa/notifications (README). */
export const YOOKASSA_NOTIFICATIONS_PATH = '/api/yookassa/notifications';

/** A notification is a few kilobytes; anything much bigger is not ЮKassa's. */
const MAX_NOTIFICATION_BYTES = 64 * 1024;

/**
 * ЮKassa's notifications (docs/decisions/online-payments.md). Mounted before /api's per-address
 * limits: ЮKassa sends every shop's notifications from a few addresses, in bursts, and a refused one
 * is only sent again later. The client address is read as everywhere (TRUST_PROXY), so behind a
 * proxy it is the address the proxy saw, never a header the sender wrote. The answer goes out after
 * the change is committed.
 */
export function yookassaNotificationRoutes(app: Hono, deps: AppDeps): void {
  app.post(
    YOOKASSA_NOTIFICATIONS_PATH,
    limitBody('api', MAX_NOTIFICATION_BYTES, paymentsMessages.server.badNotification),
    async (c) => {
      let body: unknown = null;
      try {
        body = await c.req.json();
      } catch {
        // not JSON: answered below as a bad notification (once the address is checked)
      }
      const outcome = await handleNotification(deps, clientIp(c, deps), body);
      const status = NOTIFICATION_STATUS[outcome];
      if (outcome === 'foreign') return c.json({ message: paymentsMessages.server.foreignNotification }, status);
      if (outcome === 'bad') return c.json({ message: paymentsMessages.server.badNotification }, status);
      return c.json({}, status);
    },
  );
}
