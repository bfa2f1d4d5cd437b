import { z } from 'zod';
import { staffSchemaMessages as copy } from '../messages/schemas/staff.ru';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';
import { directionSchema } from './application';
import { idSchema, oneLineText } from './common';

/** owner: everything; manager: the club's content and daily work; coach: their own journals and trial sessions. */
export const staffRoleValues = ['owner', 'manager', 'coach'] as const;
export const staffRoleSchema = z.enum(staffRoleValues, { error: copy.role });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A password's length for every account: the invitation link's form, `npm run admin:password` and ADMIN_PASSWORD read these. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;

/** How long a one-time link to set a password stays valid (the server's check and the screen's words). */
export const INVITE_HOURS = 72;
export const staffPasswordSchema = z
  .string({ error: copy.passwordRequired })
  .min(STAFF_PASSWORD_MIN, copy.passwordTooShort(STAFF_PASSWORD_MIN))
  .max(STAFF_PASSWORD_MAX, copy.passwordTooLong(STAFF_PASSWORD_MAX));

const staffName = oneLineText({ error: copy.nameRequired }).trim().min(1, copy.nameRequired).max(100, copy.nameTooLong);
const staffLogin = z
  .string({ error: copy.loginRequired })
  .trim()
  .min(3, copy.loginTooShort)
  .max(100, copy.loginTooLong)
  .regex(/^[A-Za-z0-9._@-]+$/, copy.loginLetters);
const groupIds = z.array(idSchema).max(50, copy.tooManyGroups).default([]);
const directions = z.array(directionSchema).max(20).default([]);

/** What the owner fills in for a new person; a coach's groups and directions are ignored for other roles. */
export const createStaffInput = z.object({ name: staffName, login: staffLogin, role: staffRoleSchema, groupIds, directions });
export type CreateStaffInput = z.input<typeof createStaffInput>;
export const updateStaffInput = z.object({
  id: z.number().int().positive(),
  name: staffName,
  role: staffRoleSchema,
  groupIds,
  directions,
});
export const staffIdInput = z.object({ id: z.number().int().positive() });

/** The one-time link's token (base64url of 32 random bytes) and the new password. */
export const inviteTokenSchema = z.string({ error: copy.linkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, copy.linkInvalid);
export const inviteTokenInput = z.object({ token: inviteTokenSchema });
export const setStaffPasswordInput = z.object({ token: inviteTokenSchema, password: staffPasswordSchema });

export interface StaffMember {
  id: number;
  login: string;
  name: string;
  role: StaffRole;
  groupIds: string[];
  directions: string[];
  disabled: boolean;
  /** Whether the person has set a password yet (a link was sent and not used). */
  passwordSet: boolean;
}
