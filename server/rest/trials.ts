import { Hono } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import { type BookingReceipt, bookingTokenSchema } from '#shared/schemas/trial';
import type { AppDeps } from '../deps';
import { bookingIcs } from '../lib/trials/calendar';
import { callerFor, respond, unchecked } from './http';

export function absoluteBooking(booking: BookingReceipt, origin: string): BookingReceipt {
  return { ...booking, cancelUrl: `${origin}${booking.cancelUrl}`, icsUrl: `${origin}${booking.icsUrl}` };
}

export function trialsRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/trial-sessions', (c) =>
      respond(c, async () => {
        const query = c.req.query();
        const sessions = await callerFor(c, deps).trials.sessions.list({
          ...(query.direction ? { direction: unchecked(query.direction) } : {}),
          ...(query.age ? { age: unchecked(query.age) } : {}),
        });
        return {
          sessions: sessions.map(({ id, date, time, direction, title, capacity, seatsLeft }) => ({
            id,
            date,
            time,
            direction,
            title,
            capacity,
            seatsLeft,
          })),
        };
      }),
    )
    .get('/trial-bookings/:token/calendar.ics', (c) => {
      const token = bookingTokenSchema.safeParse(c.req.param('token'));
      if (!token.success) return c.json({ message: serverMessages.trialsServer.linkInvalid }, 404);
      try {
        const body = bookingIcs(deps, token.data, deps.env.siteOrigin);
        c.header('Content-Type', 'text/calendar; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="trial.ics"');
        c.header('Cache-Control', 'no-store');
        c.header('X-Robots-Tag', 'noindex');
        return c.body(body);
      } catch {
        return c.json({ message: serverMessages.trialsServer.linkInvalid }, 404);
      }
    });
}
