import type { applications, trialBookings, trialSlots } from '../../db/schema';

/** The rows the trial modules pass between them, as Drizzle reads them. */
export type SlotRow = typeof trialSlots.$inferSelect;
export type BookingRow = typeof trialBookings.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationStatus = ApplicationRow['status'];
