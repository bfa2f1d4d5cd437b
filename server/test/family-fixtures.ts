import { groups } from '../db/schema';
import type { AppDeps } from '../deps';
import { openSession } from '../lib/family/sessions';
import { createMember } from '../lib/members/create';
import { appRouter } from '../routers/_app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';

const createCaller = createCallerFactory(appRouter);

/** A caller sending the family cookie with this token (null: none), like a /trpc request would. */
export function familyCaller(deps: AppDeps, familyToken: string | null, ip = '203.0.113.5') {
  const ctx = createContext(deps, {
    familyToken,
    ip,
    userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120.0 Mobile Safari/537.36',
  });
  return { caller: createCaller(ctx), ctx };
}

export function addGroup(deps: AppDeps, id: string, name: string, direction: string | null = 'Mma'): string {
  deps.db.insert(groups).values({ id, name, direction }).run();
  return id;
}

/** A child in a group with a guardian's phone (stored form). */
export function addChild(deps: AppDeps, fullName: string, phone: string, groupIds: string[] = []): number {
  return deps.db.transaction((tx) =>
    createMember(tx, {
      fullName,
      birthDate: '2015-04-01',
      guardianName: 'Иванова Мария',
      groupIds,
      phones: [{ phone, role: 'guardian' }],
      consentBy: 'guardian',
      marketingConsent: true,
    }),
  );
}

/** A logged-in family: a session opened directly (the login itself has its own tests). */
export function familySession(deps: AppDeps, phone: string) {
  const token = openSession(deps, phone, { userAgent: 'test', ip: '203.0.113.5' });
  return { token, ...familyCaller(deps, token) };
}
