import { z } from 'zod';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';
import { directionSchema } from './application';
import { idSchema } from './common';

/** owner: everything; manager: the club's content and daily work; coach: their own journals and trial sessions. */
export const staffRoleValues = ['owner', 'manager', 'coach'] as const;
export const staffRoleSchema = z.enum(staffRoleValues, { error: 'Роль: выберите из списка' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The same limits as `npm run admin:password` (server/cli/admin-password.ts). */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;
export const staffPasswordSchema = z
  .string({ error: 'Пароль: обязательное поле' })
  .min(STAFF_PASSWORD_MIN, `Пароль: не короче ${STAFF_PASSWORD_MIN} символов`)
  .max(STAFF_PASSWORD_MAX, `Пароль: не более ${STAFF_PASSWORD_MAX} символов`);

const staffName = z
  .string({ error: 'Имя: обязательное поле' })
  .trim()
  .min(1, 'Имя: обязательное поле')
  .max(100, 'Имя: не более 100 символов');
const staffLogin = z
  .string({ error: 'Логин: обязательное поле' })
  .trim()
  .min(3, 'Логин: не короче 3 символов')
  .max(100, 'Логин: не более 100 символов')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Логин: латинские буквы, цифры и . _ @ -');
const groupIds = z.array(idSchema).max(50, 'Группы: не более 50').default([]);
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
export const inviteTokenSchema = z
  .string({ error: 'Ссылка недействительна' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Ссылка недействительна');
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
