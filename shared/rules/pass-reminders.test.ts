import { describe, expect, it } from 'vitest';
import { ENDS_SOON_DAYS, passReminderWanted, reminderDue, reminderHourOpen, renewed, sameTraining } from './pass-reminders';
import type { PassFacts } from './passes';
import { clubTimeToUnix } from './trial-sessions';

const TODAY = '2026-12-03';

function pass(fields: Partial<PassFacts> = {}): PassFacts {
  return {
    id: 1,
    status: 'active',
    classesTotal: 8,
    classesUsed: 7,
    validityDays: 30,
    validFrom: 'purchase',
    startsOn: '2026-11-20',
    endsOn: '2026-12-19',
    directions: ['Karate'],
    groupIds: [],
    freezes: [],
    createdAt: 1000,
    ...fields,
  };
}

describe('reminderDue', () => {
  it('one class left: only a limited pass in force with exactly one left', () => {
    expect(reminderDue('one_left', pass(), TODAY)).toBe(true);
    expect(reminderDue('one_left', pass({ classesUsed: 6 }), TODAY)).toBe(false);
    expect(reminderDue('one_left', pass({ classesUsed: 8 }), TODAY)).toBe(false);
    expect(reminderDue('one_left', pass({ classesTotal: null, classesUsed: 30 }), TODAY)).toBe(false);
  });

  it('ends soon: the last day within three days from today, both ends included; none without an end', () => {
    const ending = (endsOn: string | null) => reminderDue('ends_soon', pass({ classesUsed: 2, endsOn }), TODAY);
    expect(ENDS_SOON_DAYS).toBe(3);
    expect(ending('2026-12-03')).toBe(true);
    expect(ending('2026-12-06')).toBe(true);
    expect(ending('2026-12-07')).toBe(false);
    expect(ending('2026-12-02')).toBe(false);
    expect(reminderDue('ends_soon', pass({ validFrom: 'first_class', startsOn: null, endsOn: null }), TODAY)).toBe(false);
    expect(reminderDue('ends_soon', pass({ classesTotal: null, endsOn: '2026-12-05' }), TODAY)).toBe(true);
  });

  it('never for a frozen, refunded, cancelled or used-up pass', () => {
    const frozen = pass({ freezes: [{ from: '2026-12-01', to: null }] });
    expect(reminderDue('one_left', frozen, TODAY)).toBe(false);
    expect(reminderDue('ends_soon', { ...frozen, endsOn: '2026-12-04' }, TODAY)).toBe(false);
    expect(reminderDue('one_left', pass({ status: 'refunded' }), TODAY)).toBe(false);
    expect(reminderDue('ends_soon', pass({ status: 'cancelled', endsOn: '2026-12-04' }), TODAY)).toBe(false);
    expect(reminderDue('ends_soon', pass({ classesUsed: 8, endsOn: '2026-12-04' }), TODAY)).toBe(false);
  });
});

describe('renewed', () => {
  it('a newer pass in force for the same training renews; an older, another direction, or a finished one does not', () => {
    const old = pass();
    expect(
      renewed(
        old,
        [old, pass({ id: 2, createdAt: 2000, classesUsed: 0, startsOn: null, validFrom: 'first_class', endsOn: null })],
        TODAY,
      ),
    ).toBe(true);
    expect(renewed(old, [old, pass({ id: 2, createdAt: 500, classesUsed: 0 })], TODAY)).toBe(false);
    expect(renewed(old, [old, pass({ id: 2, createdAt: 2000, classesUsed: 0, directions: ['Boxing'] })], TODAY)).toBe(false);
    expect(renewed(old, [old, pass({ id: 2, createdAt: 2000, classesUsed: 0, status: 'refunded' })], TODAY)).toBe(false);
    expect(renewed(old, [old, pass({ id: 2, createdAt: 2000, classesUsed: 0, directions: [], groupIds: [] })], TODAY)).toBe(true);
    expect(passReminderWanted('one_left', old, [old], TODAY)).toBe(true);
    expect(passReminderWanted('one_left', old, [old, pass({ id: 3, createdAt: 3000, classesUsed: 0 })], TODAY)).toBe(false);
  });

  it('same training: directions or groups meet, or either pass is good for anything', () => {
    expect(sameTraining({ directions: ['Mma'], groupIds: [] }, { directions: [], groupIds: ['g1'] })).toBe(false);
    expect(sameTraining({ directions: [], groupIds: ['g1'] }, { directions: ['Mma'], groupIds: ['g1'] })).toBe(true);
  });
});

describe('reminderHourOpen', () => {
  it('from 10:00 to 20:59 on the club clock', () => {
    expect(reminderHourOpen(clubTimeToUnix('2026-12-03', '09:59'), 'Europe/Moscow')).toBe(false);
    expect(reminderHourOpen(clubTimeToUnix('2026-12-03', '10:00'), 'Europe/Moscow')).toBe(true);
    expect(reminderHourOpen(clubTimeToUnix('2026-12-03', '20:59'), 'Europe/Moscow')).toBe(true);
    expect(reminderHourOpen(clubTimeToUnix('2026-12-03', '21:00'), 'Europe/Moscow')).toBe(false);
  });
});
