import { afterAll, describe, expect, it } from 'vitest';
import { applications, privacyAudit, telegramLinks } from '../db/schema';
import type { AppDeps } from '../deps';
import { cleanup, createTestDeps } from '../test/test-app';
import { defaultLawSettings, writeLawSettings } from './law-settings';
import { deleteApplicationOnRequest, retentionCutoff, runRetention, withdrawMarketing } from './retention';
import { createLinkToken } from './telegram-bot/reminders';

afterAll(cleanup);

const day = 86_400;
const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 9) / 1000;

function insert(deps: AppDeps, createdAt: number, status: 'new' | 'came' | 'declined' = 'new', marketing = false) {
  return deps.db
    .insert(applications)
    .values({
      name: 'Пётр',
      lastname: 'Сидоров',
      phone: '+7 900 111-22-33',
      age: 25,
      direction: 'Mma',
      status,
      marketingConsent: marketing,
      createdAt,
    })
    .returning()
    .get().id;
}

const ids = (deps: AppDeps) =>
  deps.db
    .select({ id: applications.id })
    .from(applications)
    .all()
    .map((r) => r.id);

describe('retentionCutoff', () => {
  it('goes back calendar months, clamping to the shorter month', () => {
    expect(retentionCutoff(at(2026, 11, 24), 12)).toBe(at(2025, 11, 24));
    expect(retentionCutoff(at(2026, 3, 31), 1)).toBe(at(2026, 2, 28));
  });
});

describe('runRetention with a moved clock', () => {
  it('deletes applications older than the period that never became members, and logs only a count', () => {
    const clock = { now: at(2026, 1, 10) };
    const deps = createTestDeps({ now: () => clock.now });
    const old = insert(deps, clock.now);
    const oldMember = insert(deps, clock.now, 'came');
    const oldDeclined = insert(deps, clock.now + day, 'declined');
    createLinkToken(deps, old);
    clock.now = at(2026, 12, 1);
    const recent = insert(deps, clock.now);

    // Eleven months on: nothing is old enough for the default 12.
    expect(runRetention(deps)).toBe(0);
    expect(deps.db.select().from(privacyAudit).all()).toEqual([]);

    clock.now = at(2027, 1, 10) + 3600;
    expect(runRetention(deps)).toBe(1);
    expect(ids(deps).sort()).toEqual([oldMember, oldDeclined, recent].sort());
    // The Telegram link went with the application.
    expect(deps.db.select().from(telegramLinks).all()).toEqual([]);

    clock.now += 2 * day;
    expect(runRetention(deps)).toBe(1);
    expect(ids(deps).sort()).toEqual([oldMember, recent].sort());
    const audit = deps.db.select().from(privacyAudit).all();
    expect(audit.map((a) => [a.action, a.count, a.applicationId])).toEqual([
      ['deleted_by_retention', 1, null],
      ['deleted_by_retention', 1, null],
    ]);
  });

  it('follows the period set in the settings', () => {
    const clock = { now: at(2026, 1, 10) };
    const deps = createTestDeps({ now: () => clock.now });
    insert(deps, clock.now);
    writeLawSettings(deps, { ...defaultLawSettings, retentionMonths: 3 });
    clock.now = at(2026, 4, 11);
    expect(runRetention(deps)).toBe(1);
  });
});

describe('deletion on request and marketing withdrawal', () => {
  it('deletes one application and logs who and which id, without the data', () => {
    const deps = createTestDeps();
    const id = insert(deps, deps.now());
    const other = insert(deps, deps.now());
    expect(deleteApplicationOnRequest(deps, id, 7)).toBe(true);
    expect(ids(deps)).toEqual([other]);
    expect(deleteApplicationOnRequest(deps, id, 7)).toBe(false);
    const [entry] = deps.db.select().from(privacyAudit).all();
    expect(entry).toMatchObject({ action: 'deleted_on_request', applicationId: id, adminId: 7, count: 1 });
    // The phone as written, not its digits alone: the entry's timestamp may contain '900' by chance.
    expect(JSON.stringify(entry)).not.toMatch(/Пётр|Сидоров|900 111|111-22-33/);
  });

  it('withdraws a marketing consent once and logs it', () => {
    // A fixed clock: with the real one a second can tick between the withdrawal and the check.
    const now = at(2026, 3, 1);
    const deps = createTestDeps({ now: () => now });
    const id = insert(deps, deps.now(), 'new', true);
    const without = insert(deps, deps.now(), 'new', false);
    expect(withdrawMarketing(deps, id, 1)).toBe(true);
    expect(withdrawMarketing(deps, id, 1)).toBe(false);
    expect(withdrawMarketing(deps, without, 1)).toBe(false);
    const rows = deps.db.select().from(applications).all();
    expect(rows.find((r) => r.id === id)).toMatchObject({ marketingConsent: false, marketingWithdrawnAt: now });
    expect(
      deps.db
        .select()
        .from(privacyAudit)
        .all()
        .map((a) => a.action),
    ).toEqual(['marketing_withdrawn']);
  });
});
