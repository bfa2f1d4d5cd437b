/** The admin's list of applications: reading it, filtered; changing one's status or note; the count of new ones. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Application, ApplicationStatus } from '#shared/schemas/application';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { toApplication } from './applications';
import { DomainError } from './domain-error';

export interface ApplicationFilter {
  status?: ApplicationStatus;
  direction?: string;
}

/** Newest first; the filter's fields narrow it when given. */
export function listApplications(deps: Pick<AppDeps, 'db'>, filter: ApplicationFilter = {}): Application[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(applications.status, filter.status));
  if (filter.direction) conditions.push(eq(applications.direction, filter.direction));
  return deps.db
    .select()
    .from(applications)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .all()
    .map(toApplication);
}

/** Sets what is given of the status and the note; with neither, answers the application as it is. */
export function updateApplication(
  deps: Pick<AppDeps, 'db'>,
  id: number,
  changes: { status?: ApplicationStatus; note?: string },
): Application {
  const set = {
    ...(changes.status ? { status: changes.status } : {}),
    ...(changes.note !== undefined ? { note: changes.note } : {}),
  };
  const row = Object.keys(set).length
    ? deps.db.update(applications).set(set).where(eq(applications.id, id)).returning().get()
    : deps.db.select().from(applications).where(eq(applications.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.errors.notFoundEntity);
  return toApplication(row);
}

/** How many applications nobody has looked at yet (the dashboard's badge). */
export function countNewApplications(deps: Pick<AppDeps, 'db'>): number {
  return deps.db.select({ n: count() }).from(applications).where(eq(applications.status, 'new')).get()?.n ?? 0;
}
