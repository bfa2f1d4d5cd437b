import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admins } from '../db/schema';
import type { AppDeps } from '../deps';
import { ensureAdmin } from '../lib/admin-account';
import { INVITE_SECONDS, setStaffEnabled, updateStaff } from '../lib/staff';
import { issueTokenPair, verifyAccessToken } from '../lib/tokens';
import { errorMessage } from '../rest/http';
import { callerAs, trpcError } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';

// Setting a password and logging in run a real scrypt each; a shared, busy machine is slow at it.
vi.setConfig({ testTimeout: 60_000 });

let clock = Date.UTC(2026, 10, 15, 12) / 1000;
let deps: AppDeps;
let ownerToken: string;
const owner = () => callerAs(deps, ownerToken);
const tokenOf = (link: string) => link.split('/staff-invite/')[1] ?? '';

beforeAll(async () => {
  deps = createTestDeps({ now: () => clock, env: { PUBLIC_URL: 'https://academy.example' } });
});
// A fresh token each time: a test below moves the clock past an access token's life.
beforeEach(async () => {
  ownerToken = await adminToken(deps);
});
afterAll(cleanup);

describe('inviting a person', () => {
  it('creates a coach with a one-time link that sets the password once, and the coach logs in as a coach', async () => {
    const { member, link, expiresAt } = await owner().staff.create({
      name: 'Иван Тренеров',
      login: 'ivan',
      role: 'coach',
      groupIds: ['g1', 'g1'],
      directions: ['Mma'],
    });
    expect(member).toMatchObject({ login: 'ivan', role: 'coach', groupIds: ['g1'], directions: ['Mma'], passwordSet: false });
    expect(link).toMatch(/^https:\/\/academy\.example\/staff-invite\/[\w-]{43}$/);
    expect(expiresAt).toBe(clock + INVITE_SECONDS);
    // Only the hash is kept.
    expect(JSON.stringify(deps.db.$client.prepare('select * from staff_invites').all())).not.toContain(tokenOf(link));

    const visitor = callerAs(deps);
    await expect(visitor.staff.invitation({ token: tokenOf(link) })).resolves.toEqual({ name: 'Иван Тренеров', login: 'ivan' });
    const short = await trpcError(visitor.staff.setPassword({ token: tokenOf(link), password: 'short' }));
    expect(short.code).toBe('BAD_REQUEST');
    expect(errorMessage(short)).toBe('Пароль: не короче 8 символов');
    // Before the password is set the account cannot log in at all.
    await expect(visitor.auth.login({ login: 'ivan', password: 'locked' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    await expect(visitor.staff.setPassword({ token: tokenOf(link), password: 'тренер-пароль-1' })).resolves.toEqual({
      login: 'ivan',
    });
    await expect(visitor.staff.invitation({ token: tokenOf(link) })).resolves.toBeNull();
    const again = await trpcError(visitor.staff.setPassword({ token: tokenOf(link), password: 'другой-пароль-2' }));
    expect(again).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Ссылка недействительна или устарела: попросите владельца прислать новую',
    });

    const pair = await visitor.auth.login({ login: 'ivan', password: 'тренер-пароль-1' });
    expect(decodeJwt(pair.token)).toMatchObject({ role: 'coach', staff: 'coach' });
    await expect(callerAs(deps, pair.token).auth.account()).resolves.toMatchObject({
      login: 'ivan',
      name: 'Иван Тренеров',
      role: 'coach',
      groupIds: ['g1'],
      directions: ['Mma'],
    });
  });

  it('keeps role admin in the tokens of owners and managers, with the staff role in its own claim', async () => {
    expect(decodeJwt(ownerToken)).toMatchObject({ role: 'admin', staff: 'owner' });
    const { member } = await owner().staff.create({ name: 'Мария', login: 'maria', role: 'manager', groupIds: ['g1'] });
    // Groups and directions belong to coaches only.
    expect(member).toMatchObject({ role: 'manager', groupIds: [], directions: [] });
    const { token } = await issueTokenPair(deps, member.id);
    expect(decodeJwt(token)).toMatchObject({ role: 'admin', staff: 'manager' });
  });

  it('refuses a taken login with a Russian 409 on the field', async () => {
    const error = await trpcError(owner().staff.create({ name: 'Другой', login: 'ivan', role: 'coach' }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Логин: уже занят' });
  });

  it('lets a link expire after 72 hours, and a new link replaces the old one', async () => {
    const { member, link: first } = await owner().staff.create({ name: 'Пётр', login: 'petr', role: 'coach' });
    const { link: second } = await owner().staff.newLink({ id: member.id });
    await expect(callerAs(deps).staff.invitation({ token: tokenOf(first) })).resolves.toBeNull();
    await expect(callerAs(deps).staff.invitation({ token: tokenOf(second) })).resolves.toMatchObject({ login: 'petr' });
    clock += INVITE_SECONDS;
    await expect(callerAs(deps).staff.invitation({ token: tokenOf(second) })).resolves.toBeNull();
    await expect(
      callerAs(deps).staff.setPassword({ token: tokenOf(second), password: 'достаточно-длинный' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('changing and switching off', () => {
  it('ends the sessions of a switched-off account at once, and its login says so', async () => {
    const { member, link } = await owner().staff.create({ name: 'Уходящий', login: 'leaving', role: 'manager' });
    await callerAs(deps).staff.setPassword({ token: tokenOf(link), password: 'пароль-уходящего' });
    const pair = await callerAs(deps).auth.login({ login: 'leaving', password: 'пароль-уходящего' });
    await expect(callerAs(deps, pair.token).applications.newCount()).resolves.toBeTypeOf('number');

    await owner().staff.setEnabled({ id: member.id, enabled: false });
    await expect(callerAs(deps, pair.token).applications.newCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(callerAs(deps).auth.refresh({ refreshToken: pair.refreshToken })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(callerAs(deps).auth.login({ login: 'leaving', password: 'пароль-уходящего' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Учётная запись отключена: обратитесь к владельцу клуба',
    });
    expect((await owner().staff.list()).find((person) => person.id === member.id)).toMatchObject({ disabled: true });
  });

  it('ends the sessions of an account whose role changes (its tokens named the old one)', async () => {
    const { member } = await owner().staff.create({ name: 'Сменщик', login: 'switch', role: 'manager' });
    const { token } = await issueTokenPair(deps, member.id);
    await owner().staff.update({ id: member.id, name: 'Сменщик', role: 'coach', groupIds: ['g2'], directions: [] });
    expect(await verifyAccessToken(deps, token)).toBeNull();
  });

  it('resets a password: the old one and the sessions end, a new link is given', async () => {
    const { member, link } = await owner().staff.create({ name: 'Забывчивый', login: 'forgetful', role: 'manager' });
    await callerAs(deps).staff.setPassword({ token: tokenOf(link), password: 'старый-пароль' });
    const { token } = await issueTokenPair(deps, member.id);
    const reset = await owner().staff.newLink({ id: member.id });
    expect(reset.link).toContain('/staff-invite/');
    expect(await verifyAccessToken(deps, token)).toBeNull();
    await expect(callerAs(deps).auth.login({ login: 'forgetful', password: 'старый-пароль' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('the owners', () => {
  it('never lets the owner switch off or demote themselves, the first account or ADMIN_LOGIN', async () => {
    const me = (await owner().auth.account()).id;
    await expect(owner().staff.setEnabled({ id: me, enabled: false })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Свою учётную запись нельзя отключить или понизить',
    });
    await expect(owner().staff.update({ id: me, name: 'Я', role: 'manager' })).rejects.toMatchObject({ code: 'CONFLICT' });
    // Nor reset their own password (it would end their own sessions behind a link shown once).
    await expect(owner().staff.newLink({ id: me })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Свой пароль здесь не сбрасывается.*Сменить свой пароль можно в разделе «Вход и сеансы»\.$/,
      ),
    });
    expect((await owner().auth.account()).id).toBe(me);
    const { member: second } = await owner().staff.create({ name: 'Совладелец', login: 'co-owner', role: 'owner' });
    const secondToken = (await issueTokenPair(deps, second.id)).token;
    await expect(callerAs(deps, secondToken).staff.setEnabled({ id: me, enabled: false })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Первая учётная запись и учётная запись ADMIN_LOGIN всегда остаются владельцами',
    });
    // Another owner can be demoted while one remains.
    await expect(owner().staff.update({ id: second.id, name: 'Совладелец', role: 'manager' })).resolves.toMatchObject({
      role: 'manager',
    });
  });

  it('never leaves the club without an active owner', () => {
    const isolated = createTestDeps({ now: () => clock });
    const insert = (login: string, role: 'owner' | 'manager', disabledAt: number | null = null) =>
      isolated.db.insert(admins).values({ login, role, passwordHash: 'locked', disabledAt }).returning({ id: admins.id }).get()
        .id;
    insert('first', 'owner', clock); // switched off before this rule existed
    const last = insert('last', 'owner');
    const manager = insert('manager', 'manager');
    expect(() => updateStaff(isolated, manager, { id: last, name: '', role: 'coach', groupIds: [], directions: [] })).toThrow(
      'Нельзя отключить или понизить последнего владельца',
    );
    expect(() => setStaffEnabled(isolated, manager, last, false)).toThrow('Нельзя отключить или понизить последнего владельца');
  });

  it('makes ADMIN_LOGIN an active owner again at start', async () => {
    const { member } = await owner().staff.create({ name: 'Из окружения', login: 'env-owner', role: 'coach' });
    await owner().staff.setEnabled({ id: member.id, enabled: false });
    await ensureAdmin(deps, { login: 'env-owner', password: 'пароль-из-окружения' });
    expect((await owner().staff.list()).find((person) => person.id === member.id)).toMatchObject({
      role: 'owner',
      disabled: false,
    });
  });

  it('is the owner’s screen only', async () => {
    const { member } = await owner().staff.create({ name: 'Менеджер', login: 'manager-2', role: 'manager' });
    const { token } = await issueTokenPair(deps, member.id);
    await expect(callerAs(deps, token).staff.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Недостаточно прав для этого действия',
    });
  });
});
