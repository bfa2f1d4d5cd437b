import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import { ZodError } from 'zod';
import type { AppDeps } from '../deps';
import { DomainError } from '../lib/domain-error';
import { callerFor, readJson, respond, unchecked } from './http';
import { absoluteBooking } from './trials';

/**
 * The legacy form shows the server's text after 'Ошибка при отправке заявки: ', so a visitor reads
 * it: the schema's Russian sentences go out as they are, without the technical field path the
 * general formatter adds. Zod's fallback messages (lowercase) keep it to say which field.
 */
function visitorMessage(error: ZodError): string {
  return [
    ...new Set(
      error.issues.map((issue) =>
        /^[A-ZА-ЯЁ]/.test(issue.message) || !issue.path.length ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
      ),
    ),
  ].join('; ');
}

export function applicationsRest(deps: AppDeps): Hono {
  return new Hono()
    .post('/applications/submit-application', (c) =>
      // The legacy form reads a failure as plain text, not JSON.
      respond(
        c,
        async () => {
          try {
            const { message, booking } = await callerFor(c, deps).applications.submitLegacy(unchecked(await readJson(c)));
            // With a sessionId the partner gets the booking with absolute links; without, the legacy `{ message }` as before.
            return booking ? { booking: absoluteBooking(booking, deps.env.siteOrigin) } : { message };
          } catch (error) {
            if (error instanceof TRPCError && error.cause instanceof ZodError) {
              throw new DomainError('bad-input', visitorMessage(error.cause));
            }
            throw error;
          }
        },
        { errorAsText: true },
      ),
    )
    .get('/applications/captcha-challenge', (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(c, () => callerFor(c, deps).applications.captchaChallenge());
    });
}
