import { describe, expect, it } from 'vitest';
import { planReminders } from './reminder-schedule';

const MSK = 'Europe/Moscow';
/** Unix seconds of a Moscow wall-clock time (UTC+3 all year). */
const msk = (month: number, day: number, hour: number, minute = 0) => Date.UTC(2026, month - 1, day, hour - 3, minute) / 1000;

describe('planReminders', () => {
  const base = { eveningHour: 19, timeZone: MSK };

  it('plans the evening before at the set hour and two hours before', () => {
    const visitAt = msk(11, 26, 18, 30);
    expect(planReminders({ ...base, visitAt, now: msk(11, 24, 10) })).toEqual([
      { kind: 'evening', dueAt: msk(11, 25, 19) },
      { kind: 'two_hours', dueAt: msk(11, 26, 16, 30) },
    ]);
  });

  it('takes the evening of the previous calendar day across a month end', () => {
    const visitAt = msk(12, 1, 10);
    expect(planReminders({ ...base, visitAt, now: msk(11, 29, 9) })[0]).toEqual({ kind: 'evening', dueAt: msk(11, 30, 19) });
  });

  it('keeps both for a visit just after midnight when they are far enough apart', () => {
    // 00:30 on the 26th: the evening before is 19:00 on the 25th, the two-hour one 22:30 the same day.
    const visitAt = msk(11, 26, 0, 30);
    expect(planReminders({ ...base, visitAt, now: msk(11, 24, 10) })).toEqual([
      { kind: 'evening', dueAt: msk(11, 25, 19) },
      { kind: 'two_hours', dueAt: msk(11, 25, 22, 30) },
    ]);
  });

  it('drops the evening one when it would land less than an hour before the two-hour one', () => {
    // A 00:30 visit with the evening hour 22: 22:00 vs 22:30; too close, only the two-hour one stays.
    const visitAt = msk(11, 26, 0, 30);
    expect(planReminders({ ...base, eveningHour: 22, visitAt, now: msk(11, 24, 10) })).toEqual([
      { kind: 'two_hours', dueAt: msk(11, 25, 22, 30) },
    ]);
  });

  it('skips the times already past: booked on the evening itself, or less than two hours ahead', () => {
    const visitAt = msk(11, 26, 18, 30);
    expect(planReminders({ ...base, visitAt, now: msk(11, 25, 20) })).toEqual([
      { kind: 'two_hours', dueAt: msk(11, 26, 16, 30) },
    ]);
    expect(planReminders({ ...base, visitAt, now: msk(11, 26, 17) })).toEqual([]);
  });
});
