import { CLUB_TIME_ZONE } from '#shared/constants';
import { directionName } from '#shared/directions';
import { serverMessages } from '#shared/messages/server.ru';
import { toCsv } from '#shared/rules/csv';
import {
  bookingTokenInput,
  closeDateInput,
  funnelInput,
  markAttendanceInput,
  moveBookingInput,
  reopenDateInput,
  slotIdInput,
  trialSessionsQuery,
  trialSettingsSchema,
  trialSlotFieldsSchema,
  updateTrialSlotInput,
} from '#shared/schemas/trial';
import { DomainError } from '../lib/domain-error';
import { adminSessions, closeDate, listClosures, markAttendance, reopenDate } from '../lib/trials/admin-sessions';
import { trialFunnel } from '../lib/trials/funnel';
import { latestBookings } from '../lib/trials/inbox';
import { cancelBooking, moveBooking, readBooking } from '../lib/trials/private-link';
import { findTrialSessions } from '../lib/trials/sessions';
import { readTrialSettings, writeTrialSettings } from '../lib/trials/settings';
import { createSlot, deleteSlot, listSlots, updateSlot } from '../lib/trials/slots';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** Trial lessons, one sub-router per concern (as server/lib/trials/ is split). */
export const trialsRouter = router({
  sessions: router({
    /** The sessions of the next 14 days that fit; the form and GET /api/trial-sessions. */
    list: publicProcedure.input(trialSessionsQuery).query(({ ctx, input }) => findTrialSessions(ctx.deps, input)),
    /** The admin's sessions screen: from a week ago to the end of the booking window, with who is booked. */
    admin: adminProcedure.query(({ ctx }) => adminSessions(ctx.deps)),
  }),

  /** The private link: only with its token, nobody else's booking can be read. */
  booking: router({
    // An unknown or used link answers null, not 404: the page says so in words, and the browser logs no failed request.
    read: publicProcedure.input(bookingTokenInput).query(({ ctx, input }) => {
      try {
        return readBooking(ctx.deps, input.token);
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'not-found') return null;
        throw error;
      }
    }),
    cancel: publicProcedure.input(bookingTokenInput).mutation(({ ctx, input }) => cancelBooking(ctx.deps, input.token)),
    move: publicProcedure.input(moveBookingInput).mutation(({ ctx, input }) => moveBooking(ctx.deps, input)),
  }),

  slots: router({
    list: adminProcedure.query(({ ctx }) => listSlots(ctx.deps)),
    create: adminProcedure.input(trialSlotFieldsSchema).mutation(({ ctx, input }) => createSlot(ctx.deps, input)),
    update: adminProcedure.input(updateTrialSlotInput).mutation(({ ctx, input }) => updateSlot(ctx.deps, input.id, input.slot)),
    delete: adminProcedure.input(slotIdInput).mutation(({ ctx, input }) => deleteSlot(ctx.deps, input.id)),
  }),

  closures: router({
    list: adminProcedure.query(({ ctx }) => listClosures(ctx.deps)),
    close: adminProcedure.input(closeDateInput).mutation(({ ctx, input }) => ({ bookings: closeDate(ctx.deps, input) })),
    reopen: adminProcedure.input(reopenDateInput).mutation(({ ctx, input }) => reopenDate(ctx.deps, input)),
  }),

  settings: router({
    get: adminProcedure.query(({ ctx }) => readTrialSettings(ctx.deps)),
    update: adminProcedure.input(trialSettingsSchema).mutation(({ ctx, input }) => writeTrialSettings(ctx.deps, input)),
  }),

  attendance: router({
    mark: adminProcedure.input(markAttendanceInput).mutation(({ ctx, input }) => markAttendance(ctx.deps, input)),
  }),

  inbox: router({
    /** Each application's latest trial booking (session and status), for the inbox cards. */
    bookings: adminProcedure.query(({ ctx }) => [...latestBookings(ctx.deps).values()]),
  }),

  funnel: router({
    get: adminProcedure.input(funnelInput.partial().optional()).query(({ ctx, input }) => {
      const month = input?.month ?? monthOf.format(new Date(ctx.deps.now() * 1000));
      return { month, ...trialFunnel(ctx.deps, month) };
    }),
    csv: adminProcedure.input(funnelInput).query(({ ctx, input }) => {
      const { total, byDirection } = trialFunnel(ctx.deps, input.month);
      const copy = serverMessages.trialsServer;
      const rows = [...byDirection, total].map((row) => [
        row.direction ? directionName(row.direction) : copy.funnelTotal,
        row.applications,
        row.bookings,
        row.came,
        row.noShow,
        row.showUpRate === null ? '' : percent.format(row.showUpRate * 100),
        row.joined,
      ]);
      return toCsv([copy.funnelCsvHeader, ...rows]);
    }),
  }),
});
