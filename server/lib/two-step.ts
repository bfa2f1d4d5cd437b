import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { serverMessages } from '#shared/messages/server.ru';
import type { TwoStepSetup, TwoStepStatus } from '#shared/schemas/two-step';
import { admins, totpRecoveryCodes } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { readSiteSettings } from './site-settings';

/**
 * Two-step login with TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads),
 * docs/decisions/two-step-login-and-sessions.md. The `otpauth` library computes the codes; this
 * module keeps the secret, the replay guard and the recovery codes.
 */

const copy = serverMessages.twoStep.server;
type Deps = Pick<AppDeps, 'db' | 'now' | 'jwtSecret'>;

export const TOTP_PERIOD = 30;
/** The previous and the next 30-second window are accepted too: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODES = 10;
/** The base32 alphabet without the look-alikes people copy by hand wrongly (no 0/1/8/9). */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * The secret is stored encrypted (AES-256-GCM) under a key derived from the JWT secret, which lives
 * outside the database (JWT_SECRET or DATA_DIR/jwt-secret): a copied database or backup alone does
 * not yield the codes.
 */
function secretKey(deps: Pick<AppDeps, 'jwtSecret'>): Buffer {
  return Buffer.from(hkdfSync('sha256', deps.jwtSecret, 'academy', 'totp-secret', 32));
}

function encryptSecret(deps: Pick<AppDeps, 'jwtSecret'>, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(deps), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

function decryptSecret(deps: Pick<AppDeps, 'jwtSecret'>, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new DomainError('unauthorized', copy.secretUnreadable);
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(deps), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // Another JWT secret: the stored key cannot be read; a recovery code or the owner's reset still works.
    throw new DomainError('unauthorized', copy.secretUnreadable);
  }
}

function totpOf(base32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, label, issuer });
}

/** The 30-second step a code belongs to, within the window around now, or null. */
function stepOf(base32: string, code: string, now: number): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now * 1000, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / TOTP_PERIOD) + delta;
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

type Row = typeof admins.$inferSelect;

function accountRow(deps: Pick<AppDeps, 'db'>, adminId: number): Row {
  const row = deps.db.select().from(admins).where(eq(admins.id, adminId)).get();
  if (!row) throw new DomainError('not-found', serverMessages.staff.server.notFound);
  return row;
}

export function twoStepEnabled(row: Pick<Row, 'totpSecret'>): boolean {
  return row.totpSecret !== null;
}

export function twoStepStatus(deps: Pick<AppDeps, 'db'>, adminId: number): TwoStepStatus {
  const row = accountRow(deps, adminId);
  const left =
    deps.db
      .select({ n: count() })
      .from(totpRecoveryCodes)
      .where(and(eq(totpRecoveryCodes.adminId, adminId), isNull(totpRecoveryCodes.usedAt)))
      .get()?.n ?? 0;
  return { enabled: twoStepEnabled(row), recoveryCodesLeft: twoStepEnabled(row) ? left : 0 };
}

/**
 * Starts switching two-step login on: a new secret, kept as pending until a first code confirms
 * it. The secret leaves the server only here, once, for the person to put into their app.
 */
export async function beginTwoStep(deps: Deps, adminId: number): Promise<TwoStepSetup> {
  const row = accountRow(deps, adminId);
  if (twoStepEnabled(row)) throw new DomainError('conflict', copy.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  deps.db
    .update(admins)
    .set({ totpPendingSecret: encryptSecret(deps, secret) })
    .where(eq(admins.id, adminId))
    .run();
  const uri = totpOf(secret, row.login, readSiteSettings(deps).clubName).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** Ten new recovery codes in place of the old ones; returned in clear once, stored as SHA-256. */
function replaceRecoveryCodes(deps: Pick<AppDeps, 'db'>, adminId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  deps.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.adminId, adminId)).run();
  deps.db
    .insert(totpRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(code.replace('-', '')) })))
    .run();
  return codes;
}

/** The first code confirms the pending secret: two-step login is on, and the recovery codes are shown once. */
export function enableTwoStep(deps: Deps, adminId: number, code: string): { recoveryCodes: string[] } {
  const row = accountRow(deps, adminId);
  if (twoStepEnabled(row)) throw new DomainError('conflict', copy.alreadyOn);
  if (!row.totpPendingSecret) throw new DomainError('bad-input', copy.setupMissing);
  const secret = decryptSecret(deps, row.totpPendingSecret);
  const step = stepOf(secret, code, deps.now());
  if (step === null) throw new DomainError('bad-input', copy.codeInvalid, { fieldErrors: { code: [copy.codeInvalid] } });
  return deps.db.transaction(() => {
    deps.db
      .update(admins)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(admins.id, adminId))
      .run();
    return { recoveryCodes: replaceRecoveryCodes(deps, adminId) };
  });
}

/**
 * Checks an app code and spends it: its step must be later than the last accepted one, and the
 * conditional UPDATE makes two requests with the same code accept it once.
 */
export function acceptTotpCode(deps: Deps, row: Pick<Row, 'id' | 'totpSecret'>, code: string): boolean {
  if (!row.totpSecret) return false;
  const step = stepOf(decryptSecret(deps, row.totpSecret), code, deps.now());
  if (step === null) return false;
  const spent = deps.db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, row.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .run();
  return spent.changes === 1;
}

/** Spends a recovery code (normalised: no dash, lower case); each works once. */
export function acceptRecoveryCode(deps: Pick<AppDeps, 'db' | 'now'>, adminId: number, code: string): boolean {
  const spent = deps.db
    .update(totpRecoveryCodes)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(totpRecoveryCodes.adminId, adminId),
        eq(totpRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .run();
  return spent.changes === 1;
}

/** The second step of a login or of switching off: an app code or a recovery code. */
export function acceptSecondStep(
  deps: Deps,
  row: Pick<Row, 'id' | 'totpSecret'>,
  given: { code?: string; recoveryCode?: string },
): boolean {
  if (given.code !== undefined) return acceptTotpCode(deps, row, given.code);
  if (given.recoveryCode !== undefined) return acceptRecoveryCode(deps, row.id, given.recoveryCode);
  return false;
}

/** Switches two-step login off for an account: the secret and the recovery codes go. */
export function clearTwoStep(deps: Pick<AppDeps, 'db'>, adminId: number): void {
  accountRow(deps, adminId);
  deps.db.transaction(() => {
    deps.db
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(admins.id, adminId))
      .run();
    deps.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.adminId, adminId)).run();
  });
}
