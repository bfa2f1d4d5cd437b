import { z } from 'zod';
import { authSchemaMessages as copy } from '../messages/schemas/auth.ru';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';
import { staffRoleValues } from './staff';

export const loginInput = z.object({
  login: z.string({ error: copy.loginRequired }).trim().min(1, copy.loginRequired).max(100, copy.loginTooLong),
  password: z.string({ error: copy.passwordRequired }).min(1, copy.passwordRequired).max(200, copy.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginInput>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Unix seconds when `token` stops being accepted. */
  expiresAt: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshInput = z.object({ refreshToken: z.string().min(1, copy.refreshTokenMissing).max(500) });
export const logoutInput = z.object({ refreshToken: z.string().max(500).optional() });

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
