import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditMessages } from '#shared/messages/admin-audit.ru';
import { admins, coaches, groups, media, posts, prices, products, trialSlots } from '../db/schema';
import type { AppDeps } from '../deps';
import { appRouter } from '../routers/_app';
import { callerAs, formData, imageFile } from '../test/content-fixtures';
import { adminToken, cleanup, createTestDeps } from '../test/test-app';
import { rights } from '../trpc/rights';
import { latestChanges, recordChange } from './audit-log';
import { BOOKKEEPING, DOCUMENT_ACTIONS, isSecretField, snapshotOf } from './audit-snapshots';
import type { FormNames } from './form-data';

const NOW = Date.UTC(2026, 10, 15, 12) / 1000;
let deps: AppDeps;
let token: string;
let ownerId: number;
const owner = () => callerAs(deps, token);
const latest = () => latestChanges(deps)[0];

beforeAll(async () => {
  deps = createTestDeps({ now: () => NOW });
  token = await adminToken(deps);
  ownerId = (await owner().auth.account()).id;
});
afterAll(cleanup);

describe('the entry of each kind of change names what really changed', () => {
  it('a price: its label and only the field whose value changed, though the form sends them all', async () => {
    const price = await owner().prices.create({ category: 'Бокс', duration: '8 занятий', price: 3500 });
    expect(latest()).toMatchObject({ action: 'prices.create', label: 'Бокс, 8 занятий', changed: null });
    await owner().prices.update({ _id: price._id, category: 'Бокс', duration: '8 занятий', price: 3900, description: '' });
    expect(latest()).toMatchObject({
      action: 'prices.update',
      objectId: price._id,
      label: 'Бокс, 8 занятий',
      changed: ['price'],
    });
    await owner().prices.delete({ id: price._id });
    // Deleted: the label is read before the change.
    expect(latest()).toMatchObject({ action: 'prices.delete', label: 'Бокс, 8 занятий' });
  });

  it('a product and a coach sent as forms with a photo', async () => {
    const product = await owner().products.create(formData({ text: 'Перчатки', price: '4990' }, await imageFile('png')));
    expect(latest()).toMatchObject({ action: 'products.create', objectId: product._id, label: 'Перчатки' });
    await owner().products.update(formData({ id: product._id, text: 'Перчатки', price: '4500' }));
    expect(latest()).toMatchObject({ action: 'products.update', changed: ['price'] });
    const coachForm = formData({ name: 'Ольга Ким', ranks: '' });
    coachForm.set('photo', await imageFile('png'));
    const coach = await owner().coaches.create(coachForm);
    expect(latest()).toMatchObject({ action: 'coaches.create', objectId: coach._id, label: 'Ольга Ким' });
    await owner().coaches.update(formData({ id: coach._id, name: 'Ольга Ким', ranks: 'Мастер спорта' }));
    expect(latest()).toMatchObject({ action: 'coaches.update', label: 'Ольга Ким', changed: ['ranks'] });
  });

  it('a news post, the site settings and the data-handling settings', async () => {
    const post = await owner().posts.create({ title: 'Турнир', text: 'Итоги', date: NOW, photoUrls: [] });
    expect(latest()).toMatchObject({ action: 'posts.create', objectId: String(post.id), label: 'Турнир' });
    const site = await owner().settings.get();
    await owner().settings.update({ ...site, phone: '+7 900 111-22-33' });
    expect(latest()).toMatchObject({ action: 'settings.update', objectId: null, changed: ['phone'], label: null });
    const law = await owner().privacy.settings();
    await owner().privacy.updateSettings({ ...law, retentionMonths: law.retentionMonths === 6 ? 7 : 6 });
    expect(latest()).toMatchObject({ action: 'privacy.updateSettings', changed: ['retentionMonths'] });
  });

  it('a trial slot, a closed date and the trial settings', async () => {
    const slot = await owner().trials.slots.create({
      weekday: 3,
      time: '19:00',
      direction: 'Karate',
      title: 'Взрослые',
      ageMin: 13,
      ageMax: 60,
    });
    expect(latest()).toMatchObject({ action: 'trials.slots.create', objectKind: 'trials', objectId: String(slot.id) });
    await owner().trials.slots.update({
      id: slot.id,
      slot: {
        weekday: 3,
        time: '19:30',
        direction: 'Karate',
        title: 'Взрослые',
        ageMin: 13,
        ageMax: 60,
        durationMinutes: 60,
        capacity: 2,
        active: true,
      },
    });
    expect(latest()).toMatchObject({ action: 'trials.slots.update', label: 'Взрослые', changed: ['time'] });
    await owner().trials.closures.close({ slotId: slot.id, date: '2026-11-18' });
    expect(latest()).toMatchObject({ action: 'trials.closures.close', objectId: String(slot.id) });
    await owner().trials.settings.update({ whatToBring: 'Форму и воду' });
    expect(latest()).toMatchObject({ action: 'trials.settings.update', changed: ['whatToBring'] });
  });

  it('a staff account: the fields changed, never its name or password hash in the log', async () => {
    const { member } = await owner().staff.create({ name: 'Светлана Орлова', login: 'sveta', role: 'manager' });
    await owner().staff.update({ id: member.id, name: 'Светлана Орлова', role: 'coach', groupIds: [], directions: [] });
    expect(latest()).toMatchObject({ action: 'staff.update', objectId: String(member.id), changed: ['role'], label: null });
    await owner().staff.newLink({ id: member.id });
    expect(latest()).toMatchObject({ action: 'staff.newLink', objectId: String(member.id) });
    const stored = JSON.stringify(latestChanges(deps));
    expect(stored).not.toContain('Светлана');
    expect(stored).not.toContain('passwordHash');
  });
});

describe('secrets never reach the log', () => {
  it('the names of secret fields are recognised in one place', () => {
    for (const name of [
      'password',
      'newPassword',
      'token',
      'refreshToken',
      'code',
      'totpCode',
      'secret',
      'totpSecret',
      'recoveryCodes',
      'passwordHash',
      'tokenHash',
    ]) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ['price', 'name', 'category', 'status', 'note', 'role', 'title'])
      expect(isSecretField(name), name).toBe(false);
  });

  it('a two-step login change (codes, secret, recovery codes in its input and answer) leaves only field names', () => {
    recordChange(deps, {
      adminId: ownerId,
      ip: '203.0.113.9',
      action: 'auth.totp.enable',
      input: { code: '123456', secret: 'JBSWY3DPEHPK3PXP', password: 'старый-пароль', recoveryCodes: ['abcd-efgh'] },
      output: { recoveryCodes: ['ijkl-mnop', 'qrst-uvwx'], secret: 'JBSWY3DPEHPK3PXP' },
      before: null,
    });
    expect(latest()).toMatchObject({ action: 'auth.totp.enable', objectKind: 'auth', objectId: null, label: null });
    const row = JSON.stringify(deps.db.$client.prepare('select * from audit_log order by id desc limit 1').get());
    for (const secret of ['123456', 'JBSWY3DPEHPK3PXP', 'старый-пароль', 'abcd-efgh', 'ijkl-mnop'])
      expect(row).not.toContain(secret);
  });
});

describe('every change reads in Russian', () => {
  const mutations = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs?: unknown[] } }>,
  )
    // A family's own calls are not staff changes (docs/decisions/family-login.md).
    .filter(([path, procedure]) => procedure._def.type === 'mutation' && rights[path] !== 'public' && rights[path] !== 'family')
    .map(([path]) => path);

  it('has a phrase for each admin mutation and a name for each kind', () => {
    expect(mutations.length).toBeGreaterThan(40);
    const missing = mutations.filter((path) => !adminAuditMessages.actions[path]);
    expect(missing, 'add these to adminAuditMessages.actions').toEqual([]);
    const kinds = [...new Set(mutations.map((path) => path.split('.')[0] ?? path))].filter(
      (kind) => !adminAuditMessages.kinds[kind],
    );
    expect(kinds, 'add these to adminAuditMessages.kinds').toEqual([]);
  });

  it('has a Russian word for each field an admin form sends or the log compares, secret ones included', () => {
    // The entry lists the names of the fields sent (a secret's name too, never its value: «включён
    // двухэтапный вход (код подтверждения)») and of those that changed, so every one needs a word.
    const names = new Set<string>();
    type Input = { shape?: object; meta?: () => Partial<FormNames> | undefined };
    for (const path of mutations) {
      const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs?: Input[] } }>)[path];
      for (const input of procedure?._def.inputs ?? []) {
        for (const key of Object.keys(input.shape ?? {})) names.add(key);
        // A multipart form (formDataInput): its text fields and its file part.
        for (const key of input.meta?.()?.formNames ?? []) names.add(key);
      }
    }
    // What the log compares (a row, a settings document read as a whole): secret columns never are.
    const compared = new Set<string>();
    for (const table of [prices, products, coaches, groups, posts, media, trialSlots, admins]) {
      for (const key of Object.keys(getTableColumns(table))) compared.add(key);
    }
    for (const action of DOCUMENT_ACTIONS) for (const key of Object.keys(snapshotOf(deps, action, null) ?? {})) compared.add(key);
    for (const key of compared) if (!isSecretField(key)) names.add(key);
    expect(names.has('code'), 'the two-step login sends a code').toBe(true);
    expect(names.has('clubName'), 'the site settings are read').toBe(true);
    expect(names.has('files'), 'the library upload is a form').toBe(true);
    const bookkeeping = new Set(['id', '_id', ...BOOKKEEPING]);
    const missing = [...names].filter((name) => !bookkeeping.has(name) && !adminAuditMessages.fields[name]);
    expect(missing, 'add these to adminAuditMessages.fields').toEqual([]);
    // A word, not a name left in English (a brand aside).
    const english = Object.entries(adminAuditMessages.fields).filter(([, word]) => !/[а-яё]/i.test(word) && word !== 'YouTube');
    expect(english).toEqual([]);
  });
});
