import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import type { CaptchaConfig } from '#shared/schemas/application';
import { usedCaptchas } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';

export const CAPTCHA_CHALLENGE_PATH = '/api/applications/captcha-challenge';
const CHALLENGE_TTL_SECONDS = 10 * 60;
/**
 * Work per challenge: the solver runs `counter × cost` SHA-256 digests (60 thousand on average).
 * Web Crypto, awaited digest by digest as the widget's workers do, managed ~45 thousand a second in
 * one thread of this 2-core server; a mid-range phone is slower per thread but the widget splits
 * the counters over several workers, which lands near one second.
 */
const SHA_COST = 10;
const COUNTER_RANGE = { min: 3_000, max: 9_000 } as const;
const RECAPTCHA_TIMEOUT_MS = 10_000;

function notARobot(): DomainError {
  return new DomainError('bad-input', serverMessages.waitingList.captchaRequired);
}

export function captchaConfig(deps: AppDeps): CaptchaConfig {
  return deps.env.RECAPTCHA_SITE_KEY && deps.env.RECAPTCHA_SECRET
    ? { provider: 'recaptcha', siteKey: deps.env.RECAPTCHA_SITE_KEY }
    : { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH };
}

/** Separate keys for the challenge and the derived-key signatures, both derived from the JWT key. */
function altchaSecrets(deps: AppDeps) {
  const derive = (label: string) => createHmac('sha256', deps.jwtSecret).update(label).digest('hex');
  return { hmacSignatureSecret: derive('altcha-challenge-signature'), hmacKeySignatureSecret: derive('altcha-key-signature') };
}

/** A signed proof-of-work challenge for the altcha widget. */
export async function createCaptchaChallenge(deps: AppDeps): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: SHA_COST,
    counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
    deriveKey,
    expiresAt: deps.now() + CHALLENGE_TTL_SECONDS,
    ...altchaSecrets(deps),
  });
}

const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal('SHA-256'), nonce: z.string(), expiresAt: z.number().optional() }),
    signature: z.string().min(1),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string() }),
});

function parseAltchaPayload(raw: string) {
  try {
    const parsed = altchaPayloadSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function verifyAltcha(deps: AppDeps, raw: string): Promise<void> {
  const payload = parseAltchaPayload(raw);
  if (!payload) throw notARobot();
  const challenge = payload.challenge as unknown as Challenge;
  const result = await verifySolution({ challenge, solution: payload.solution as Solution, deriveKey, ...altchaSecrets(deps) });
  if (!result.verified) throw notARobot();
  // A verified answer is redeemed once: remember its signature until the challenge expires anyway.
  const now = deps.now();
  deps.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now)).run();
  const inserted = deps.db
    .insert(usedCaptchas)
    .values({
      signature: payload.challenge.signature,
      expiresAt: payload.challenge.parameters.expiresAt ?? now + CHALLENGE_TTL_SECONDS,
    })
    .onConflictDoNothing()
    .run();
  if (inserted.changes === 0) throw notARobot();
}

const recaptchaAnswerSchema = z.object({ success: z.boolean() });

async function verifyRecaptcha(deps: AppDeps, secret: string, response: string, ip: string): Promise<void> {
  const body = new URLSearchParams({ secret, response });
  if (ip !== 'unknown') body.set('remoteip', ip);
  let success = false;
  try {
    const answer = await deps.fetch(deps.env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    success = answer.ok && recaptchaAnswerSchema.safeParse(await answer.json()).data?.success === true;
  } catch (error) {
    console.warn('[captcha] reCAPTCHA verification request failed:', error instanceof Error ? error.message : error);
  }
  if (!success) throw notARobot();
}

/** Checks the visitor's captcha answer with the configured provider; throws BAD_REQUEST when it fails. */
export async function verifyCaptcha(deps: AppDeps, response: string, ip: string): Promise<void> {
  const secret = deps.env.RECAPTCHA_SECRET;
  if (deps.env.RECAPTCHA_SITE_KEY && secret) return verifyRecaptcha(deps, secret, response, ip);
  return verifyAltcha(deps, response);
}
