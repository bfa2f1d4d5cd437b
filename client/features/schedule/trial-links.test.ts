import { describe, expect, it } from 'vitest';
import { rowStart, trialLinkFinder } from './trial-links';

describe('trial links on the timetable', () => {
  it('reads the start of a row time in either dash style', () => {
    expect(rowStart('07:00–08:30')).toBe('07:00');
    expect(rowStart('7:00-8:30')).toBe('07:00');
    expect(rowStart('утро')).toBeNull();
  });

  it('links a cell to the soonest session of the slot starting on its weekday and time', () => {
    const find = trialLinkFinder([
      { id: '1-2026-11-25', date: '2026-11-25', time: '18:30', direction: 'Mma' },
      { id: '1-2026-12-02', date: '2026-12-02', time: '18:30', direction: 'Mma' },
      { id: '2-2026-11-26', date: '2026-11-26', time: '10:00', direction: "Women's self-defense" },
    ]);
    expect(find('sr', '18:30–20:00')).toMatchObject({ direction: 'Mma', sessionId: '1-2026-11-25' });
    expect(find('sr', '18:30–20:00')?.label).toBe('Записаться на пробное занятие: ММА, 25 ноября, среда, 18:30');
    expect(find('ct', '10:00-11:00')?.sessionId).toBe('2-2026-11-26');
    expect(find('pn', '18:30–20:00')).toBeUndefined();
  });
});
