import { describe, expect, it } from 'vitest';
import { addDays, choosePassForVisit, frozenDaysUsed, type PassFacts, passEndsOn, passState, passValidOn } from './passes';

function pass(over: Partial<PassFacts> = {}): PassFacts {
  return {
    id: 1,
    status: 'active',
    classesTotal: 8,
    classesUsed: 0,
    validityDays: 30,
    validFrom: 'purchase',
    startsOn: '2026-11-01',
    endsOn: '2026-11-30',
    directions: ['Karate'],
    groupIds: [],
    freezes: [],
    createdAt: 100,
    ...over,
  };
}

describe('pass dates', () => {
  it('a 30-day pass bought on the 1st ends on the 30th; frozen and extended days move the end', () => {
    expect(passEndsOn('2026-11-01', 30)).toBe('2026-11-30');
    expect(passEndsOn('2026-11-01', 30, 7)).toBe('2026-12-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts frozen days, an open freeze up to today', () => {
    expect(frozenDaysUsed([{ from: '2026-11-10', to: '2026-11-16' }], '2026-11-20')).toBe(7);
    expect(frozenDaysUsed([{ from: '2026-11-10', to: null }], '2026-11-12')).toBe(3);
  });
});

describe('pass state', () => {
  it('reads active, frozen, used up, expired, not started', () => {
    expect(passState(pass(), '2026-11-15').kind).toBe('active');
    expect(passState(pass({ freezes: [{ from: '2026-11-14', to: null }] }), '2026-11-15').kind).toBe('frozen');
    expect(passState(pass({ classesUsed: 8 }), '2026-11-15')).toMatchObject({ kind: 'used_up', classesLeft: 0 });
    expect(passState(pass(), '2026-12-01').kind).toBe('expired');
    expect(passState(pass({ validFrom: 'first_class', startsOn: null, endsOn: null }), '2026-11-15').kind).toBe('not_started');
    expect(passState(pass({ status: 'refunded' }), '2026-11-15').kind).toBe('refunded');
    expect(passState(pass({ classesTotal: null }), '2026-11-15')).toMatchObject({ kind: 'active', classesLeft: null });
  });

  it('the last day is valid, the day after is not', () => {
    expect(passValidOn(pass(), '2026-11-30')).toBe(true);
    expect(passValidOn(pass(), '2026-12-01')).toBe(false);
    expect(passValidOn(pass(), '2026-10-31')).toBe(false);
  });
});

describe('which pass a tick takes a class from', () => {
  const visit = { date: '2026-11-15', groupId: 'g1', direction: 'Karate' };

  it('the oldest valid pass first', () => {
    const older = pass({ id: 1, createdAt: 100 });
    const newer = pass({ id: 2, createdAt: 200 });
    expect(choosePassForVisit([newer, older], visit)?.id).toBe(1);
  });

  it('skips a used-up, frozen, expired, refunded or other-direction pass', () => {
    const candidates = [
      pass({ id: 1, classesUsed: 8 }),
      pass({ id: 2, freezes: [{ from: '2026-11-15', to: '2026-11-15' }] }),
      pass({ id: 3, endsOn: '2026-11-14' }),
      pass({ id: 4, status: 'refunded' }),
      pass({ id: 5, directions: ['Boxing'] }),
    ];
    expect(choosePassForVisit(candidates, visit)).toBeNull();
    expect(choosePassForVisit([...candidates, pass({ id: 6, createdAt: 999 })], visit)?.id).toBe(6);
  });

  it('a pass for a group covers that group whatever its direction; an empty pass covers any', () => {
    expect(choosePassForVisit([pass({ directions: [], groupIds: ['g1'] })], { ...visit, direction: null })?.id).toBe(1);
    expect(choosePassForVisit([pass({ directions: [], groupIds: ['g2'] })], visit)).toBeNull();
    expect(choosePassForVisit([pass({ directions: [], groupIds: [] })], visit)?.id).toBe(1);
  });

  it('a first-class pass not started yet is taken (it starts on that class)', () => {
    expect(choosePassForVisit([pass({ validFrom: 'first_class', startsOn: null, endsOn: null })], visit)?.id).toBe(1);
  });
});
