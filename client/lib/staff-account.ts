import type { StaffRole } from '#shared/schemas/staff';
import { decodeTokenPayload, readToken } from './session';
import { trpc } from './trpc';

/**
 * The staff role of the stored token (`staff` claim; a token from before roles is an owner's).
 * For what to show only: the server checks every call against the table of rights.
 */
export function storedStaffRole(): StaffRole | null {
  const token = readToken();
  const payload = token ? decodeTokenPayload(token) : null;
  if (!payload) return null;
  if (payload.staff === 'owner' || payload.staff === 'manager' || payload.staff === 'coach') return payload.staff;
  return payload.role === 'admin' ? 'owner' : null;
}

/**
 * Who is logged in, with a coach's groups and directions; undefined while loading. An answer cached
 * for another account (a logout and a login in the same tab) is not used.
 */
export function useStaffAccount() {
  const token = readToken();
  // Not asked without a token: a 401 would send the page to the login as if the session had expired.
  const query = trpc.auth.account.useQuery(undefined, { staleTime: 0, enabled: token !== null });
  const sub = token ? decodeTokenPayload(token)?.sub : undefined;
  return query.data && String(query.data.id) === sub ? query.data : undefined;
}
