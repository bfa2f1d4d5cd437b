import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { applications } from './system';

/**
 * A weekly class that takes trial visitors. Sessions are not stored: each matching date within the
 * booking window is a session, identified by the slot and the date (shared/rules/trial-sessions.ts).
 */
export const trialSlots = sqliteTable('trial_slots', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** 1 = Monday … 7 = Sunday. */
  weekday: integer('weekday').notNull(),
  /** 'HH:MM', club time (Europe/Moscow). */
  time: text('time').notNull(),
  /** The waiting-list direction value ('Mma', 'Boxing', …). */
  direction: text('direction').notNull(),
  /** The group as the visitor sees it, e.g. 'Дети 7–12 лет'. */
  title: text('title').notNull().default(''),
  ageMin: integer('age_min').notNull(),
  ageMax: integer('age_max').notNull(),
  /** Length of the class, for the calendar file. */
  durationMinutes: integer('duration_minutes').notNull().default(60),
  /** Trial places per session. */
  capacity: integer('capacity').notNull().default(2),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
});

/** One date of a slot the admin closed (a holiday, a tournament): nobody can book it. */
export const trialClosures = sqliteTable(
  'trial_closures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => trialSlots.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [uniqueIndex('trial_closures_slot_date').on(t.slotId, t.date)],
);

/**
 * A visitor's place in one session: 'booked' holds a seat, 'waitlisted' waits in order of id,
 * 'cancelled' is kept for the funnel. The private link's token is stored as its SHA-256 only and
 * cleared once used to cancel or move, so a link works once.
 */
export const trialBookings = sqliteTable(
  'trial_bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => trialSlots.id, { onDelete: 'restrict' }),
    date: text('date').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['booked', 'waitlisted', 'cancelled'] }).notNull(),
    /** Set by the admin after the session. */
    attendance: text('attendance', { enum: ['came', 'no-show'] }),
    tokenHash: text('token_hash').unique(),
    /** When a waitlisted visitor got a freed seat. */
    promotedAt: integer('promoted_at'),
    cancelledAt: integer('cancelled_at'),
    createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    index('trial_bookings_session').on(t.slotId, t.date, t.status),
    index('trial_bookings_application').on(t.applicationId),
  ],
);
