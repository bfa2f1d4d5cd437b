import { afterAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import { allSessionsEnded, allSessionsKept, signInOnce } from '../test/admin-sessions';
import { cleanup, createTestDeps } from '../test/test-app';
import { countAdmins, ensureAdmin, findAdminByLogin, setAdminPassword } from './admin-account';
import { generatePassword, verifyPassword } from './passwords';

afterAll(cleanup);

describe('ensureAdmin at start', () => {
  it('creates admin with a generated password when there is none, then only reports that one exists', async () => {
    const deps = createTestDeps();
    const first = await ensureAdmin(deps, {});
    expect(first).toMatchObject({ kind: 'generated', login: 'admin' });
    if (first.kind !== 'generated') throw new Error('expected a generated admin');
    expect(first.password).toHaveLength(22);
    expect(await verifyPassword(first.password, findAdminByLogin(deps, 'admin')?.passwordHash ?? '')).toBe(true);
    expect(await ensureAdmin(deps, {})).toEqual({ kind: 'exists' });
    expect(countAdmins(deps)).toBe(1);
  });

  it('creates or updates the admin from ADMIN_LOGIN/ADMIN_PASSWORD, keeping sessions when unchanged', async () => {
    const deps = createTestDeps();
    const password = generatePassword();
    expect(await ensureAdmin(deps, { login: 'owner', password })).toEqual({ kind: 'from-env', login: 'owner', changed: true });
    await signInOnce(deps, 'owner');
    expect(await ensureAdmin(deps, { login: 'owner', password })).toEqual({ kind: 'from-env', login: 'owner', changed: false });
    expect(allSessionsKept(deps)).toBe(true);

    const newPassword = generatePassword();
    expect(await ensureAdmin(deps, { login: 'owner', password: newPassword })).toMatchObject({ changed: true });
    expect(await verifyPassword(newPassword, findAdminByLogin(deps, 'owner')?.passwordHash ?? '')).toBe(true);
    expect(allSessionsEnded(deps)).toBe(true);
    expect(deps.db.select().from(admins).all()).toHaveLength(1);
  });

  it('setAdminPassword reports whether it created the account', async () => {
    const deps = createTestDeps();
    expect((await setAdminPassword(deps, 'owner', generatePassword())).created).toBe(true);
    expect((await setAdminPassword(deps, 'owner', generatePassword())).created).toBe(false);
  });
});
