import { z } from 'zod';
import { authSchemaMessages as copy } from '../messages/schemas/auth.ru';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import { oneLineText } from './common';
import { staffPasswordSchema, staffRoleValues } from './staff';

/** A TOTP code: six digits; spaces a person or an app put in the middle ('123 456') are dropped. */
export const totpCodeSchema = z
  .string({ error: copy.codeFormat })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, copy.codeFormat));

/** A recovery code as shown ('ab3de-fg7hk'): case, spaces and the dash do not matter. */
export const recoveryCodeSchema = z
  .string({ error: copy.recoveryCodeFormat })
  .max(40, copy.recoveryCodeFormat)
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, copy.recoveryCodeFormat));

/**
 * The spec's login (login, password) with two optional fields for an account with two-step login:
 * `code` from the authenticator app, or one of its `recoveryCode`s. Without either such an account
 * is answered 401 with a `code` field error (docs/decisions/two-step-login-and-sessions.md).
 */
export const loginInput = z.object({
  login: oneLineText({ error: copy.loginRequired }).trim().min(1, copy.loginRequired).max(100, copy.loginTooLong),
  password: z.string({ error: copy.passwordRequired }).min(1, copy.passwordRequired).max(200, copy.passwordTooLong),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Compared as scrypt hashes them (server/lib/passwords.ts): 'ﬁ' and 'fi' are one password. */
const samePassword = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.normalize('NFKC') === b.normalize('NFKC');

/**
 * 'Сменить пароль' on 'Вход и сеансы': the caller's own account only (no id). The current password
 * is `password`, a name the audit log keeps without its value (docs/decisions/audit-log.md); the new
 * one obeys the rules of every staff password (the one-time link's, `npm run admin:password`'s).
 */
export const changeOwnPasswordInput = z
  .object({ password: loginInput.shape.password, newPassword: staffPasswordSchema })
  .refine((input) => !samePassword(input.password, input.newPassword), {
    message: copy.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordInput>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Unix seconds when `token` stops being accepted. */
  expiresAt: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshInput = z.object({ refreshToken: oneLineText().min(1, copy.refreshTokenMissing).max(500) });
export const logoutInput = z.object({ refreshToken: oneLineText().max(500).optional() });

/**
 * What the JWT carries: `role` is 'admin' for owners and managers (as the spec's clients expect) and
 * 'coach' for a coach; `staff` is the staff role (absent from tokens issued before roles existed).
 */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  role: z.enum(['admin', 'coach']),
  staff: z.enum(staffRoleValues).optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
