import { z } from 'zod';
import { familySchemaMessages as copy } from '../messages/schemas/family.ru';
import { storedPhone } from '../rules/phone';

/** A phone as the mask writes it (or any usual Russian way), stored as '+7XXXXXXXXXX'. */
export const familyPhoneSchema = z
  .string({ error: copy.phone })
  .max(40, copy.phone)
  .transform((value, ctx) => {
    const stored = storedPhone(value);
    if (!stored) {
      ctx.addIssue({ code: 'custom', message: copy.phone });
      return z.NEVER;
    }
    return stored;
  });

export const familyRequestCodeSchema = z.object({ phone: familyPhoneSchema });

export const familyVerifyCodeSchema = z.object({
  phone: familyPhoneSchema,
  code: z
    .string({ error: copy.code })
    .trim()
    .regex(/^\d{6}$/, copy.code),
});

/** A member of the family's page: checked on the server against the phone's own members. */
export const familyMemberSchema = z.object({
  memberId: z
    .number({ error: copy.memberId })
    .int(copy.memberId)
    .positive(copy.memberId)
    .max(2 ** 31, copy.memberId),
});

export const familySessionSchema = z.object({
  sessionId: z
    .number({ error: copy.sessionId })
    .int(copy.sessionId)
    .positive(copy.sessionId)
    .max(2 ** 31, copy.sessionId),
});

/** The family login's settings: how many SMS the club pays for in one club day. */
export const familySettingsSchema = z.object({
  smsDailyCap: z.number({ error: copy.smsDailyCap }).int(copy.smsDailyCap).min(0, copy.smsDailyCap).max(10_000, copy.smsDailyCap),
});
export type FamilySettings = z.infer<typeof familySettingsSchema>;
