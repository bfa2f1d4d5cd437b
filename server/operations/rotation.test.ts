import { describe, expect, it } from 'vitest';
import { type BackupRef, backupsToKeep, lastDueAt, zonedDay, zonedWeek } from './rotation';

const DAY = 86_400_000;
const daily = (iso: string): BackupRef => ({ name: iso, kind: 'daily', createdAt: Date.parse(iso) });

describe('Moscow calendar', () => {
  it('puts 22:30 UTC on the next Moscow day', () => {
    expect(zonedDay(Date.parse('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
  });
  it('numbers ISO weeks (Monday first, the Thursday decides the year)', () => {
    expect(zonedWeek(Date.parse('2026-11-23T06:00:00Z'))).toBe('2026-W48'); // Monday
    expect(zonedWeek(Date.parse('2026-11-22T06:00:00Z'))).toBe('2026-W47'); // Sunday
    expect(zonedWeek(Date.parse('2027-01-01T06:00:00Z'))).toBe('2026-W53');
  });
  it('knows when the daily backup was last due', () => {
    // 03:00 Moscow is 00:00 UTC.
    expect(lastDueAt(Date.parse('2026-11-24T06:00:00Z'), 3)).toBe(Date.parse('2026-11-24T00:00:00Z'));
    expect(lastDueAt(Date.parse('2026-11-23T23:59:00Z'), 3)).toBe(Date.parse('2026-11-23T00:00:00Z'));
    expect(lastDueAt(Date.parse('2026-11-24T00:00:00Z'), 3)).toBe(Date.parse('2026-11-24T00:00:00Z'));
  });
});

describe('backupsToKeep', () => {
  it('keeps 7 daily and 4 weekly out of 40 days of daily backups', () => {
    const start = Date.parse('2026-10-01T00:00:00Z');
    const all = Array.from({ length: 40 }, (_, i) => daily(new Date(start + i * DAY).toISOString()));
    const keep = [...backupsToKeep(all, { keepDaily: 7, keepWeekly: 4, keepExtra: 5 })].sort();
    // Days 33..39 (Nov 3-9) and the newest of each of the last four ISO weeks: Monday Nov 9 and
    // Sunday Nov 8 (both daily already), Sundays Nov 1 and Oct 25.
    expect(keep).toEqual(
      [
        '2026-10-25T00:00:00.000Z',
        '2026-11-01T00:00:00.000Z',
        ...Array.from({ length: 7 }, (_, i) => new Date(start + (33 + i) * DAY).toISOString()),
      ].sort(),
    );
  });

  it('keeps the newest of a day with two, and counts other kinds separately', () => {
    const all: BackupRef[] = [
      daily('2026-11-20T00:00:00Z'),
      daily('2026-11-20T10:00:00Z'),
      { name: 'm1', kind: 'manual', createdAt: Date.parse('2026-11-19T00:00:00Z') },
      { name: 'm2', kind: 'pre-migration', createdAt: Date.parse('2026-11-18T00:00:00Z') },
    ];
    expect([...backupsToKeep(all, { keepDaily: 7, keepWeekly: 0, keepExtra: 1 })].sort()).toEqual(['2026-11-20T10:00:00Z', 'm1']);
  });

  it('always keeps the newest backup', () => {
    const only = [{ name: 'x', kind: 'manual' as const, createdAt: 1 }];
    expect([...backupsToKeep(only, { keepDaily: 1, keepWeekly: 0, keepExtra: 1 })]).toEqual(['x']);
  });
});
