/**
 * When a member's Telegram hears about their pass (docs/decisions/members-and-passes.md, 'Pass
 * reminders'): once when a tick leaves ONE class on it, once when it ENDS within three days. Only a
 * pass in force today is reminded of (not frozen, refunded, cancelled, used up, expired or waiting
 * for its first class), never an unlimited pass's 'one class left', and never a pass the member has
 * already renewed: a newer pass in force for the same direction.
 */

import { daysInclusive, type PassFacts, passState } from './passes';
import { zonedParts } from './zoned-time';

export type PassReminderKind = 'one_left' | 'ends_soon';

/** 'Ends in 3 days': the last valid day is today or within the next three days. */
export const ENDS_SOON_DAYS = 3;

/** Reminders go out on the club's clock from 10:00 to 20:59; one due at night waits for the morning. */
export const REMINDER_HOURS = { from: 10, to: 21 } as const;

export function reminderHourOpen(now: number, timeZone: string): boolean {
  const { hour } = zonedParts(now, timeZone);
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to;
}

/** Whether the pass's own state on `today` calls for the reminder `kind`. */
export function reminderDue(kind: PassReminderKind, pass: PassFacts, today: string): boolean {
  const state = passState(pass, today);
  if (state.kind !== 'active') return false;
  if (kind === 'one_left') return state.classesLeft === 1;
  // Not expired, so endsOn >= today: days from today to the end, 0 on the last day.
  return pass.endsOn !== null && daysInclusive(today, pass.endsOn) - 1 <= ENDS_SOON_DAYS;
}

type Coverage = Pick<PassFacts, 'directions' | 'groupIds'>;

/** Two passes are for the same training when either is good for anything or their directions or groups meet. */
export function sameTraining(a: Coverage, b: Coverage): boolean {
  const any = (p: Coverage) => p.directions.length === 0 && p.groupIds.length === 0;
  if (any(a) || any(b)) return true;
  return a.directions.some((d) => b.directions.includes(d)) || a.groupIds.some((g) => b.groupIds.includes(g));
}

const IN_FORCE: ReadonlySet<string> = new Set(['active', 'not_started', 'frozen']);

/** The member bought a newer pass for the same training that is still in force (or waits to start): renewed. */
export function renewed(pass: PassFacts, others: readonly PassFacts[], today: string): boolean {
  return others.some(
    (other) =>
      other.id !== pass.id &&
      (other.createdAt > pass.createdAt || (other.createdAt === pass.createdAt && other.id > pass.id)) &&
      sameTraining(pass, other) &&
      IN_FORCE.has(passState(other, today).kind),
  );
}

/** Whether the reminder `kind` is to be sent for `pass` today, given all the member's passes. */
export function passReminderWanted(
  kind: PassReminderKind,
  pass: PassFacts,
  memberPasses: readonly PassFacts[],
  today: string,
): boolean {
  return reminderDue(kind, pass, today) && !renewed(pass, memberPasses, today);
}
