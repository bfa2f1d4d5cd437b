import { type ScheduleDayKey, scheduleDayKeys } from '#shared/constants';
import { directionName } from '#shared/directions';
import { scheduleMessages } from '#shared/messages/screens/schedule.ru';
import { formatSession, isoWeekday } from '#shared/rules/trial-sessions';
import type { Direction } from '#shared/schemas/application';

export interface TrialLink {
  direction: Direction;
  sessionId: string;
  label: string;
}
export type TrialFinder = (day: ScheduleDayKey, rowTime: string) => TrialLink | undefined;

/** '7:00–8:30' / '18:30-20:00' → '07:00' / '18:30': the class's start as trial slots store it. */
export function rowStart(time: string): string | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})/.exec(time);
  return match ? `${(match[1] as string).padStart(2, '0')}:${match[2]}` : null;
}

/**
 * A timetable cell takes trial visitors when a trial slot starts on its weekday at its row's start;
 * its link opens the form on that slot's soonest bookable session.
 */
export function trialLinkFinder(
  sessions: ReadonlyArray<{ id: string; date: string; time: string; direction: Direction }>,
): TrialFinder {
  const soonest = new Map<string, TrialLink>();
  for (const session of sessions) {
    const day = scheduleDayKeys[isoWeekday(session.date) - 1];
    if (!day) continue;
    const key = `${day}|${session.time}`;
    if (soonest.has(key)) continue;
    soonest.set(key, {
      direction: session.direction,
      sessionId: session.id,
      label: scheduleMessages.trialCellLabel(`${directionName(session.direction)}, ${formatSession(session.date, session.time)}`),
    });
  }
  return (day, rowTime) => {
    const start = rowStart(rowTime);
    return start ? soonest.get(`${day}|${start}`) : undefined;
  };
}
