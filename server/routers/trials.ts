import { CLUB_TIME_ZONE } from '#shared/constants';
import { directionName } from '#shared/directions';
import { messages } from '#shared/messages/server.ru';
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
import {
  adminSessions,
  cancelBooking,
  closeDate,
  createSlot,
  deleteSlot,
  findTrialSessions,
  latestBookings,
  listClosures,
  listSlots,
  markAttendance,
  moveBooking,
  readBooking,
  readTrialSettings,
  reopenDate,
  trialFunnel,
  updateSlot,
  writeTrialSettings,
} from '../lib/trials';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit' });

export const trialsRouter = router({
  /** The sessions of the next 14 days that fit; the form and GET /api/trial-sessions. */
  sessions: publicProcedure.input(trialSessionsQuery).query(({ ctx, input }) => findTrialSessions(ctx.deps, input)),

  /** The private link: only with its token, nobody else's booking can be read. */
  // An unknown or used link answers null, not 404: the page says so in words, and the browser logs no failed request.
  booking: publicProcedure.input(bookingTokenInput).query(({ ctx, input }) => {
    try {
      return readBooking(ctx.deps, input.token);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') return null;
      throw error;
    }
  }),
  cancel: publicProcedure.input(bookingTokenInput).mutation(({ ctx, input }) => cancelBooking(ctx.deps, input.token)),
  move: publicProcedure.input(moveBookingInput).mutation(({ ctx, input }) => moveBooking(ctx.deps, input)),

  slots: adminProcedure.query(({ ctx }) => listSlots(ctx.db)),
  createSlot: adminProcedure.input(trialSlotFieldsSchema).mutation(({ ctx, input }) => createSlot(ctx.db, input)),
  updateSlot: adminProcedure.input(updateTrialSlotInput).mutation(({ ctx, input }) => updateSlot(ctx.db, input.id, input.slot)),
  deleteSlot: adminProcedure.input(slotIdInput).mutation(({ ctx, input }) => deleteSlot(ctx.db, input.id)),

  closures: adminProcedure.query(({ ctx }) => listClosures(ctx.deps)),
  closeDate: adminProcedure.input(closeDateInput).mutation(({ ctx, input }) => ({ bookings: closeDate(ctx.deps, input) })),
  reopenDate: adminProcedure.input(reopenDateInput).mutation(({ ctx, input }) => reopenDate(ctx.db, input)),

  settings: adminProcedure.query(({ ctx }) => readTrialSettings(ctx.db)),
  updateSettings: adminProcedure.input(trialSettingsSchema).mutation(({ ctx, input }) => writeTrialSettings(ctx.deps, input)),

  adminSessions: adminProcedure.query(({ ctx }) => adminSessions(ctx.deps)),
  /** The inbox: each application's latest trial booking (session and status). */
  applicationBookings: adminProcedure.query(({ ctx }) => [...latestBookings(ctx.db).values()]),
  markAttendance: adminProcedure.input(markAttendanceInput).mutation(({ ctx, input }) => markAttendance(ctx.db, input)),

  funnel: adminProcedure.input(funnelInput.partial().optional()).query(({ ctx, input }) => {
    const month = input?.month ?? monthOf.format(new Date(ctx.deps.now() * 1000));
    return { month, ...trialFunnel(ctx.db, month) };
  }),
  funnelCsv: adminProcedure.input(funnelInput).query(({ ctx, input }) => {
    const { total, byDirection } = trialFunnel(ctx.db, input.month);
    const copy = messages.trialsServer;
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
});
