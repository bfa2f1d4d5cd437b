import { z } from 'zod';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';
import { staffRoleValues } from './staff';

export const loginInput = z.object({
  login: z
    .string({ error: 'Логин: обязательное поле' })
    .trim()
    .min(1, 'Логин: обязательное поле')
    .max(100, 'Логин: не более 100 символов'),
  password: z
    .string({ error: 'Пароль: обязательное поле' })
    .min(1, 'Пароль: обязательное поле')
    .max(200, 'Пароль: не более 200 символов'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Unix seconds when `token` stops being accepted. */
  expiresAt: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshInput = z.object({ refreshToken: z.string().min(1, 'Не передан токен обновления').max(500) });
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
