import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import { copyAttendanceInput, listAttendanceInput, saveAttendanceInput } from '#shared/schemas/attendance';
import type { MemberListItem } from '#shared/schemas/members';
import { memberIdInput } from '#shared/schemas/members';
import { markAttendanceInput } from '#shared/schemas/trial';
import { attendanceRecords, memberGroups, trialBookings, trialSlots } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from '../lib/domain-error';
import { coachCard, type MemberCard } from '../lib/members/card';
import { coachJournalStates, type JournalPassState } from '../lib/members/journal-states';
import type { StaffAccount } from '../lib/tokens';
import type { AdminSession } from '../lib/trials/admin-sessions';

/**
 * What a coach may reach through one procedure. `input` is the procedure's own input schema: the
 * raw input is parsed with it before `allows` looks at it, so the check sees exactly what the
 * procedure will act on (an input that does not parse is refused by the procedure itself, 400).
 * `view` trims the answer to what the coach's screen needs.
 */
export interface CoachScope {
  input?: z.ZodType;
  allows?: (deps: AppDeps, coach: StaffAccount, input: never) => boolean;
  view?: (coach: StaffAccount, output: never) => unknown;
}

/** A typed scope: `allows` and `view` see the parsed input and the answer of their procedure. */
function scope<S extends z.ZodType, Out = unknown>(parts: {
  input?: S;
  allows?: (deps: AppDeps, coach: StaffAccount, input: z.output<S>) => boolean;
  view?: (coach: StaffAccount, output: Out) => Out;
}): CoachScope {
  return parts as CoachScope;
}

const leads = (coach: StaffAccount, groupId: string | undefined) => groupId !== undefined && coach.groupIds.includes(groupId);

/** A refusal a coach reads when an id names a group or session that is not theirs. */
export function notYours(): DomainError {
  return new DomainError('forbidden', serverMessages.staff.server.notYourGroup);
}

export const coachScopes = {
  /** Their own account (auth.me). */
  self: scope({}),
  /** One month of one group's journal: a group the coach leads. */
  journalOfGroup: scope({ input: listAttendanceInput, allows: (_deps, coach, input) => leads(coach, input.group) }),
  /** Copying a month: one group of theirs (without a group the copy would take every group). */
  journalCopy: scope({ input: copyAttendanceInput, allows: (_deps, coach, input) => leads(coach, input.group) }),
  /** Saving marks and days: every record must be in a group the coach leads. */
  journalRecords: scope({
    input: saveAttendanceInput,
    allows: (deps, coach, input) => {
      const ids = [...new Set(input.attendance.map((item) => item._id))];
      if (!ids.length) return true;
      const rows = deps.db
        .select({ groupId: attendanceRecords.groupId })
        .from(attendanceRecords)
        .where(inArray(attendanceRecords.id, ids))
        .all();
      return rows.length === ids.length && rows.every((row) => leads(coach, row.groupId));
    },
  }),
  /** The trial sessions of the coach's directions, with only what marking came / no-show needs. */
  trialSessions: scope<z.ZodType, AdminSession[]>({
    view: (coach, sessions) =>
      sessions
        .filter((session) => coach.directions.includes(session.direction))
        .map((session) => ({
          ...session,
          // The coach sees who comes (name, age, first visit); the phone stays with the office.
          attendees: session.attendees.map((attendee) => ({ ...attendee, phone: '' })),
        })),
  }),
  /** Marking a visitor of a session of one of the coach's directions. */
  trialBooking: scope({
    input: markAttendanceInput,
    allows: (deps, coach, input) => {
      const row = deps.db
        .select({ direction: trialSlots.direction })
        .from(trialBookings)
        .innerJoin(trialSlots, eq(trialSlots.id, trialBookings.slotId))
        .where(eq(trialBookings.id, input.bookingId))
        .get();
      return row !== undefined && coach.directions.includes(row.direction);
    },
  }),
  /** The roster: the members of the coach's groups, without their phones (those stay with the office). */
  membersOfOwnGroups: scope<z.ZodType, MemberListItem[]>({
    view: (coach, list) =>
      list.filter((m) => m.groups.some((g) => coach.groupIds.includes(g.id))).map((m) => ({ ...m, phones: [] })),
  }),
  /** A member's card: one of the coach's groups; pass state only, no amounts, payments or phones. */
  memberOfOwnGroup: scope<typeof memberIdInput, MemberCard>({
    input: memberIdInput,
    allows: (deps, coach, input) =>
      deps.db
        .select({ groupId: memberGroups.groupId })
        .from(memberGroups)
        .where(eq(memberGroups.memberId, input.id))
        .all()
        .some((row) => leads(coach, row.groupId)),
    view: (_coach, card) => ({ ...coachCard(card), phones: [] }),
  }),
  /** Pass states beside the names of the coach's group's month: valid, classes left, end; never the debts. */
  journalPassStates: scope<typeof listAttendanceInput, JournalPassState[]>({
    input: listAttendanceInput,
    allows: (_deps, coach, input) => leads(coach, input.group),
    view: (_coach, states) => coachJournalStates(states),
  }),
} satisfies Record<string, CoachScope>;
