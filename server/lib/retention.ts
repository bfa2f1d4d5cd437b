import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { applications, auditLog, privacyAudit } from '../db/schema';
import type { AppDeps } from '../deps';
import { readAuditSettings } from './audit-settings';
import { readLawSettings } from './law-settings';
import { forgetSpentBookingLinks } from './trials/reminder-visit';

/** The status of an application whose person came and trains: kept, further processing rests on the club's contract. */
const MEMBER_STATUS = 'came';
const DAY_MS = 86_400_000;

/** Unix seconds `months` calendar months before `now` (the same day of the month, clamped to its end). */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/**
 * Deletes the applications older than the retention period that never became members, with their
 * Telegram links, reminders and bookings (foreign keys cascade), and logs how many without any of
 * their data. The private booking links kept for reminders go as soon as their visit is over.
 */
export function runRetention(deps: Pick<AppDeps, 'db' | 'now'>): number {
  const months = readLawSettings(deps).retentionMonths;
  const cutoff = retentionCutoff(deps.now(), months);
  forgetSpentBookingLinks(deps);
  return deps.db.transaction((tx) => {
    const removed = tx
      .delete(applications)
      .where(and(lt(applications.createdAt, cutoff), ne(applications.status, MEMBER_STATUS)))
      .returning({ id: applications.id })
      .all();
    if (removed.length > 0)
      tx.insert(privacyAudit).values({ action: 'deleted_by_retention', count: removed.length, at: deps.now() }).run();
    return removed.length;
  });
}

/** Deletes one application with everything attached, at the person's request; false when there is none. */
export function deleteApplicationOnRequest(deps: Pick<AppDeps, 'db' | 'now'>, id: number, adminId: number): boolean {
  return deps.db.transaction((tx) => {
    const removed = tx.delete(applications).where(eq(applications.id, id)).returning({ id: applications.id }).get();
    if (!removed) return false;
    tx.insert(privacyAudit).values({ action: 'deleted_on_request', applicationId: id, adminId, at: deps.now() }).run();
    return true;
  });
}

/** Withdraws the consent to news and offers; false when there is no such application or nothing to withdraw. */
export function withdrawMarketing(deps: Pick<AppDeps, 'db' | 'now'>, id: number, adminId: number): boolean {
  return deps.db.transaction((tx) => {
    const row = tx
      .update(applications)
      .set({ marketingConsent: false, marketingWithdrawnAt: deps.now() })
      .where(and(eq(applications.id, id), eq(applications.marketingConsent, true)))
      .returning({ id: applications.id })
      .get();
    if (!row) return false;
    tx.insert(privacyAudit).values({ action: 'marketing_withdrawn', applicationId: id, adminId, at: deps.now() }).run();
    return true;
  });
}

/** Deletes the audit log's entries older than the owner's retention period (12 months unless changed); returns how many. */
export function pruneAuditLog(deps: Pick<AppDeps, 'db' | 'now'>): number {
  const cutoff = retentionCutoff(deps.now(), readAuditSettings(deps).retentionMonths);
  return deps.db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id }).all().length;
}

export function listAudit(deps: Pick<AppDeps, 'db'>, limit = 200) {
  return deps.db.select().from(privacyAudit).orderBy(desc(privacyAudit.at), desc(privacyAudit.id)).limit(limit).all();
}

/** Runs the retention jobs (applications, the audit log) now and then once a day; a failed run is logged and retried the next day. */
export function startRetentionJob(deps: Pick<AppDeps, 'db' | 'now'>): () => void {
  const run = () => {
    try {
      const removed = runRetention(deps);
      if (removed > 0) console.log(`[retention] удалено заявок по истечении срока хранения: ${removed}`);
      const entries = pruneAuditLog(deps);
      if (entries > 0) console.log(`[retention] удалено записей журнала действий старше срока хранения: ${entries}`);
    } catch (error) {
      console.error('[retention] run failed:', error instanceof Error ? error.message : error);
    }
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
