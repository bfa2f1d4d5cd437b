import { z } from 'zod';
import { auditSchemaMessages as copy } from '../messages/schemas/audit.ru';
import { isIsoDate } from '../rules/trial-sessions';
import { oneLineText } from './common';

/**
 * How long the audit log keeps an entry: 12 months by default (issue 26); at least 3, so a quarter's
 * questions can still be answered, at most 36, so the log does not become a record of people forever.
 */
export const AUDIT_RETENTION = { min: 3, max: 36, default: 12 } as const;

export const auditSettingsSchema = z.object({
  retentionMonths: z
    .number({ error: copy.retentionMonths(AUDIT_RETENTION.min, AUDIT_RETENTION.max) })
    .int(copy.retentionMonths(AUDIT_RETENTION.min, AUDIT_RETENTION.max))
    .min(AUDIT_RETENTION.min, copy.retentionMonths(AUDIT_RETENTION.min, AUDIT_RETENTION.max))
    .max(AUDIT_RETENTION.max, copy.retentionMonths(AUDIT_RETENTION.min, AUDIT_RETENTION.max)),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;

/** Entries per page of the screen. */
export const AUDIT_PAGE_SIZE = 30;

const isoDate = z.string({ error: copy.date }).refine(isIsoDate, copy.date);

/** The screen's filters (and the CSV's): a person, a kind of object, a range of club-time days, both ends included. */
const auditFilterFields = z.object({
  adminId: z.number({ error: copy.person }).int(copy.person).positive(copy.person).optional(),
  kind: oneLineText({ error: copy.kind }).trim().min(1, copy.kind).max(40, copy.kind).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
const datesInOrder = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;

export const auditFilterSchema = auditFilterFields.refine(datesInOrder, { message: copy.dateOrder, path: ['to'] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListInput = auditFilterFields
  .extend({ page: z.number({ error: copy.page }).int(copy.page).min(1, copy.page).max(100_000, copy.page).default(1) })
  .refine(datesInOrder, { message: copy.dateOrder, path: ['to'] });
export type AuditListInput = z.input<typeof auditListInput>;
