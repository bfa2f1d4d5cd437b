import { z } from 'zod';
import { memberPassFilterValues } from '../constants';
import { membersSchemaMessages as copy } from '../messages/schemas/members.ru';
import { storedPhone } from '../rules/phone';
import { idSchema, multiLineText, oneLineText } from './common';

/** 'YYYY-MM-DD' that is a real calendar day. */
export const isoDateSchema = oneLineText({ error: copy.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, copy.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, copy.date);

const optionalText = (max: number, message: string) =>
  oneLineText()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalEmail = oneLineText()
  .trim()
  .max(200, copy.email)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, copy.email);

/** A phone as typed ('+7 999 …', '8 999 …'): stored '+7XXXXXXXXXX'. */
export const memberPhoneInput = z.object({
  phone: oneLineText({ error: copy.phone })
    .max(40, copy.phone)
    .transform((value, ctx) => {
      const stored = storedPhone(value);
      if (stored === null) {
        ctx.addIssue({ code: 'custom', message: copy.phone });
        return z.NEVER;
      }
      return stored;
    }),
  role: z.enum(['self', 'guardian', 'extra']),
  label: oneLineText().trim().max(60, copy.phoneLabelTooLong).default(''),
});
export type MemberPhoneInput = z.input<typeof memberPhoneInput>;

export const memberFields = z.object({
  fullName: oneLineText({ error: copy.fullNameRequired }).trim().min(1, copy.fullNameRequired).max(100, copy.fullNameTooLong),
  birthDate: isoDateSchema.nullish().transform((value) => value ?? null),
  email: optionalEmail,
  guardianName: optionalText(100, copy.guardianTooLong),
  guardianEmail: optionalEmail,
  notes: multiLineText().trim().max(2000, copy.notesTooLong).default(''),
  groupIds: z.array(idSchema).max(20, copy.tooManyGroups).default([]),
  phones: z.array(memberPhoneInput).max(5, copy.tooManyPhones).default([]),
});
export const createMemberInput = memberFields;
export const memberIdSchema = z.number({ error: copy.memberId }).int(copy.memberId).positive(copy.memberId);
export const memberIdInput = z.object({ id: memberIdSchema });
export const updateMemberInput = memberFields.extend({ id: memberIdSchema });
export type MemberFormInput = z.input<typeof memberFields>;

// The roster's filter by pass lives in shared/constants.ts: the roster's route reads it from the address without zod.
export { type MemberPassFilter, memberPassFilterValues } from '../constants';
export const listMembersInput = z.object({
  search: oneLineText().trim().max(100, copy.searchTooLong).optional(),
  group: idSchema.optional(),
  pass: z.enum(memberPassFilterValues).optional(),
  archived: z.boolean().optional(),
});
export type ListMembersInput = z.input<typeof listMembersInput>;

/** A trial visitor who came and joined becomes a member: the application's id, and what it lacks. */
export const memberFromApplicationInput = z.object({
  applicationId: z.number().int().positive(),
  birthDate: isoDateSchema.nullish().transform((value) => value ?? null),
  groupIds: z.array(idSchema).max(20, copy.tooManyGroups).default([]),
});

/** The pass state the roster and the journal show (shared/rules/passes.ts). */
export type PassStateKind = 'not_started' | 'active' | 'frozen' | 'used_up' | 'expired' | 'refunded' | 'cancelled';

export interface PassSummary {
  id: number;
  name: string;
  state: PassStateKind;
  classesLeft: number | null;
  classesTotal: number | null;
  startsOn: string | null;
  endsOn: string | null;
}

export interface MemberListItem {
  id: number;
  fullName: string;
  birthDate: string | null;
  guardianName: string | null;
  groups: Array<{ id: string; name: string }>;
  phones: Array<{ phone: string; role: 'self' | 'guardian' | 'extra'; label: string }>;
  /** The pass a tick would take a class from today, or the latest one. */
  pass: PassSummary | null;
  /** Ticks without a pass ('без абонемента'). */
  unpaidVisits: number;
  archivedAt: number | null;
}
