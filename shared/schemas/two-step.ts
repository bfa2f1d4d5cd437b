import { z } from 'zod';
import { authSchemaMessages as copy } from '../messages/schemas/auth.ru';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';
import { recoveryCodeSchema, totpCodeSchema } from './auth';

/** The first code from the app confirms the secret shown on the set-up screen. */
export const enableTwoStepInput = z.object({ code: totpCodeSchema });

/** Switching two-step login off needs the password and a code (or a recovery code). */
export const disableTwoStepInput = z.object({
  password: z.string({ error: copy.passwordRequired }).min(1, copy.passwordRequired).max(200, copy.passwordTooLong),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});

/** `id` (not `sessionId`): the audit log names a change's object by its input's `id`. */
export const sessionIdInput = z.object({ id: z.number({ error: copy.sessionId }).int(copy.sessionId).positive(copy.sessionId) });
/** A staff account, for the owner's view of someone's sessions and the reset of their two-step login. */
export const staffAccountInput = z.object({ id: z.number({ error: copy.staffId }).int(copy.staffId).positive(copy.staffId) });

/** What the set-up screen shows once: the secret as text, the otpauth:// address and its QR code (SVG). */
export interface TwoStepSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface TwoStepStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** One login as 'Мои сеансы' and the staff screen list it. */
export interface SessionView {
  id: number;
  device: string;
  ip: string;
  createdAt: number;
  lastUsedAt: number;
  /** The session of the request that asked (this device). */
  current: boolean;
}
