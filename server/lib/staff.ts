import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { INVITE_HOURS, type StaffMember, type StaffRole } from '#shared/schemas/staff';
import { admins, staffInvites } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { hashPassword } from './passwords';
import { revokeAllRefreshTokens } from './tokens';

/** How long a link to set a password works. */
export const INVITE_SECONDS = INVITE_HOURS * 60 * 60;
/** Stored instead of a password hash until the person sets one: never matches (server/lib/passwords.ts). */
const NO_PASSWORD = 'locked';

const copy = serverMessages.staff.server;
type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;
type Row = typeof admins.$inferSelect;

export const invitePath = (token: string) => `/staff-invite/${token}`;

function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toMember(row: Row): StaffMember {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    role: row.role,
    groupIds: row.groupIds,
    directions: row.directions,
    disabled: row.disabledAt !== null,
    passwordSet: row.passwordHash !== NO_PASSWORD,
  };
}

function findRow(deps: Pick<AppDeps, 'db'>, id: number): Row {
  const row = deps.db.select().from(admins).where(eq(admins.id, id)).get();
  if (!row) throw new DomainError('not-found', copy.notFound);
  return row;
}

export function listStaff(deps: Pick<AppDeps, 'db'>): StaffMember[] {
  return deps.db.select().from(admins).orderBy(asc(admins.id)).all().map(toMember);
}

/** A coach keeps the groups and directions they lead; other roles reach everything and keep none. */
function scopeOf(role: StaffRole, groupIds: string[], directions: string[]) {
  return role === 'coach'
    ? { groupIds: [...new Set(groupIds)], directions: [...new Set(directions)] }
    : { groupIds: [], directions: [] };
}

/**
 * A new one-time link for an account: the account's older links stop working. Only the token's
 * SHA-256 is stored; the link itself is shown once, to the owner who sends it.
 */
export function issueInvite(deps: Deps, adminId: number): { link: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = now + INVITE_SECONDS;
  deps.db.transaction((tx) => {
    tx.delete(staffInvites).where(eq(staffInvites.adminId, adminId)).run();
    tx.insert(staffInvites)
      .values({ adminId, tokenHash: hashInviteToken(token), expiresAt, createdAt: now })
      .run();
  });
  return { link: `${deps.env.siteOrigin}${invitePath(token)}`, expiresAt };
}

export function createStaff(
  deps: Deps,
  input: { name: string; login: string; role: StaffRole; groupIds: string[]; directions: string[] },
): { member: StaffMember; link: string; expiresAt: number } {
  const taken = deps.db.select({ id: admins.id }).from(admins).where(eq(admins.login, input.login)).get();
  if (taken) throw new DomainError('conflict', copy.loginTaken, { fieldErrors: { login: [copy.loginTaken] } });
  const now = deps.now();
  const row = deps.db
    .insert(admins)
    .values({
      login: input.login,
      name: input.name,
      role: input.role,
      ...scopeOf(input.role, input.groupIds, input.directions),
      passwordHash: NO_PASSWORD,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { member: toMember(row), ...issueInvite(deps, row.id) };
}

/** The first account and the ADMIN_LOGIN account stay owners whatever is clicked. */
function isKeptOwner(deps: Deps, row: Row): boolean {
  const first = deps.db.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1).get();
  return row.id === first?.id || (deps.env.ADMIN_LOGIN !== undefined && row.login === deps.env.ADMIN_LOGIN);
}

/** Refuses a change that would leave the club without an active owner or demote a kept owner. */
function checkOwnerKept(deps: Deps, actorId: number, row: Row, change: { role: StaffRole; enabled: boolean }): void {
  if (row.role !== 'owner' || (change.role === 'owner' && change.enabled)) return;
  if (row.id === actorId) throw new DomainError('conflict', copy.ownSelf);
  if (isKeptOwner(deps, row)) throw new DomainError('conflict', copy.keptOwner);
  const others =
    deps.db
      .select({ n: count() })
      .from(admins)
      .where(and(eq(admins.role, 'owner'), isNull(admins.disabledAt), ne(admins.id, row.id)))
      .get()?.n ?? 0;
  if (others === 0) throw new DomainError('conflict', copy.lastOwner);
}

/** Name, role, and a coach's groups and directions. A new role ends the account's sessions (its tokens named the old one). */
export function updateStaff(
  deps: Deps,
  actorId: number,
  input: { id: number; name: string; role: StaffRole; groupIds: string[]; directions: string[] },
): StaffMember {
  const row = findRow(deps, input.id);
  checkOwnerKept(deps, actorId, row, { role: input.role, enabled: row.disabledAt === null });
  const updated = deps.db
    .update(admins)
    .set({ name: input.name, role: input.role, ...scopeOf(input.role, input.groupIds, input.directions), updatedAt: deps.now() })
    .where(eq(admins.id, row.id))
    .returning()
    .get();
  if (input.role !== row.role) revokeAllRefreshTokens(deps, row.id);
  return toMember(updated);
}

/** Switching an account off ends its sessions and links at once; switching it on lets it log in again. */
export function setStaffEnabled(deps: Deps, actorId: number, id: number, enabled: boolean): StaffMember {
  const row = findRow(deps, id);
  if (!enabled) checkOwnerKept(deps, actorId, row, { role: row.role, enabled });
  const updated = deps.db
    .update(admins)
    .set({ disabledAt: enabled ? null : (row.disabledAt ?? deps.now()), updatedAt: deps.now() })
    .where(eq(admins.id, row.id))
    .returning()
    .get();
  if (!enabled) {
    revokeAllRefreshTokens(deps, row.id);
    deps.db.delete(staffInvites).where(eq(staffInvites.adminId, row.id)).run();
  }
  return toMember(updated);
}

/**
 * A password reset by the owner: the old password stops working, every session ends, and a new
 * link lets the person choose a new one.
 */
export function resetStaffPassword(deps: Deps, actorId: number, id: number): { link: string; expiresAt: number } {
  const row = findRow(deps, id);
  // One's own reset would end one's own sessions and hang one's way back in on a link shown once.
  if (row.id === actorId) throw new DomainError('conflict', copy.ownPassword);
  if (row.disabledAt !== null) throw new DomainError('conflict', copy.accountDisabled);
  deps.db.update(admins).set({ passwordHash: NO_PASSWORD, updatedAt: deps.now() }).where(eq(admins.id, row.id)).run();
  revokeAllRefreshTokens(deps, row.id);
  return issueInvite(deps, row.id);
}

/** The live invitation of a token: unused, unexpired, of an account that is on. */
function liveInvite(deps: Deps, token: string) {
  const found = deps.db
    .select({ invite: staffInvites, admin: admins })
    .from(staffInvites)
    .innerJoin(admins, eq(admins.id, staffInvites.adminId))
    .where(eq(staffInvites.tokenHash, hashInviteToken(token)))
    .get();
  if (!found || found.invite.usedAt !== null || found.invite.expiresAt <= deps.now() || found.admin.disabledAt !== null) {
    return null;
  }
  return found;
}

/** Whom a link is for (the page greets them by name), or null when it no longer works. */
export function readInvitation(deps: Deps, token: string): { name: string; login: string } | null {
  const found = liveInvite(deps, token);
  return found ? { name: found.admin.name, login: found.admin.login } : null;
}

/** Sets the password of a link's account; the link is spent, and any older session ends. */
export async function acceptInvitation(deps: Deps, token: string, password: string): Promise<{ login: string }> {
  const found = liveInvite(deps, token);
  if (!found) throw new DomainError('not-found', copy.invitationInvalid);
  const passwordHash = await hashPassword(password);
  // Spent in the same statement that checks it is unused: two submits of one link set one password.
  const spent = deps.db
    .update(staffInvites)
    .set({ usedAt: deps.now() })
    .where(and(eq(staffInvites.id, found.invite.id), isNull(staffInvites.usedAt)))
    .run();
  if (spent.changes === 0) throw new DomainError('not-found', copy.invitationInvalid);
  deps.db.update(admins).set({ passwordHash, updatedAt: deps.now() }).where(eq(admins.id, found.admin.id)).run();
  revokeAllRefreshTokens(deps, found.admin.id);
  return { login: found.admin.login };
}
