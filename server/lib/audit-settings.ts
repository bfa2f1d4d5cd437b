import { AUDIT_RETENTION, auditSettingsSchema } from '#shared/schemas/audit';
import { settingsDocument } from './settings-document';

/** The audit log's own settings: how many months an entry is kept (the owner's, on the log's screen). */
const auditDocument = settingsDocument('audit', auditSettingsSchema, { retentionMonths: AUDIT_RETENTION.default });

export const readAuditSettings = auditDocument.read;
export const writeAuditSettings = auditDocument.write;
