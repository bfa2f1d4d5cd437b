import { describe, expect, it } from 'vitest';
import { monthTitle, shiftMonth } from './money-month';

describe('the money block’s month', () => {
  it('moves back and forth across the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-06', -1)).toBe('2026-05');
    expect(shiftMonth('2026-01', -13)).toBe('2024-12');
  });

  it('is named in Russian', () => {
    expect(monthTitle('2026-12')).toBe('Декабрь 2026');
    expect(monthTitle('2027-01')).toBe('Январь 2027');
  });
});
