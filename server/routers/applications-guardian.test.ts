import type { Challenge } from 'altcha-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { guardianRequiredMessage } from '#shared/content/law.ru';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { solveAltcha } from '../test/captcha';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

afterAll(cleanup);

/** Twelve years old, everything filled in except the parent or guardian who consents. */
const minor = {
  name: 'Миша',
  lastname: 'Петров',
  phone: '+7 900 555-44-33',
  age: 12,
  direction: 'Boxing',
  consent: true,
} as const;

type Answer = { status: number; message: string; guardianField?: string };

/**
 * Every way an application gets in: the site's form procedure, the procedure behind the legacy
 * call (reachable over /trpc too) and the legacy /api call itself. Each reads the refusal where
 * its client reads it: tRPC's error (message and the field's message), the legacy call's text.
 */
const paths: Record<
  string,
  (app: ReturnType<typeof createTestApp>, body: object, headers: Record<string, string>) => Promise<Answer>
> = {
  'tRPC applications.submit (the site form)': async (app, body, headers) => trpcAnswer(app, 'applications.submit', body, headers),
  'tRPC applications.submitLegacy': async (app, body, headers) => trpcAnswer(app, 'applications.submitLegacy', body, headers),
  'POST /api/applications/submit-application (legacy)': async (app, body, headers) => {
    const response = await app.request('/api/applications/submit-application', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, message: response.ok ? (JSON.parse(text) as { message: string }).message : text };
  },
};

async function trpcAnswer(
  app: ReturnType<typeof createTestApp>,
  procedure: string,
  body: object,
  headers: Record<string, string>,
) {
  const response = await app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    result?: { data: { message: string } };
    error?: { message: string; data: { fieldErrors?: Record<string, string[]> | null } };
  };
  return json.error
    ? { status: response.status, message: json.error.message, guardianField: json.error.data.fieldErrors?.guardianName?.[0] }
    : { status: response.status, message: json.result?.data.message ?? '' };
}

async function solvedCaptcha(app: ReturnType<typeof createTestApp>): Promise<string> {
  return solveAltcha((await (await app.request('/api/applications/captcha-challenge')).json()) as Challenge);
}

const stored = (deps: AppDeps) => deps.db.select().from(applications).all();

describe('a participant under 18 needs the guardian on every sign-up path', () => {
  for (const [name, send] of Object.entries(paths)) {
    for (const session of ['a visitor', 'an admin session'] as const) {
      it(`${name}, sent by ${session}: 400 with the guardian message, nothing stored`, async () => {
        const deps = createTestDeps();
        const app = createTestApp(deps);
        const headers: Record<string, string> = session === 'an admin session' ? { authorization: await adminToken(deps) } : {};
        // A solved captcha: the missing guardian, not the robot check, is what is refused.
        const refused = await send(app, { ...minor, recaptchaResponse: await solvedCaptcha(app) }, headers);
        expect(refused.status).toBe(400);
        expect(refused.message).toContain(guardianRequiredMessage);
        // The site form reads the field's own message and shows it under the guardian's field.
        if (name.startsWith('tRPC')) expect(refused.guardianField).toBe(guardianRequiredMessage);
        // The legacy client shows the text as it is: the sentence alone, no technical field name.
        else expect(refused.message).toBe(guardianRequiredMessage);
        expect(stored(deps)).toEqual([]);

        // The same data with the guardian's name goes through the same path.
        const accepted = await send(
          app,
          { ...minor, guardianName: 'Ольга Петрова', recaptchaResponse: await solvedCaptcha(app) },
          headers,
        );
        expect(accepted).toEqual({ status: 200, message: 'Заявка успешно отправлена' });
        expect(stored(deps)).toEqual([
          expect.objectContaining({ age: 12, consentBy: 'guardian', guardianName: 'Ольга Петрова' }),
        ]);
      });
    }
  }

  it('an adult needs no guardian on the legacy call, as before', async () => {
    const deps = createTestDeps();
    const app = createTestApp(deps);
    const adult = await paths['POST /api/applications/submit-application (legacy)']?.(
      app,
      { ...minor, age: 18, recaptchaResponse: await solvedCaptcha(app) },
      {},
    );
    expect(adult).toEqual({ status: 200, message: 'Заявка успешно отправлена' });
    expect(stored(deps)).toHaveLength(1);
  });
});
