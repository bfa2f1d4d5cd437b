import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { applications } from './system';

/**
 * Editions of the consent to personal-data processing, the separate document a visitor agrees to.
 * A row is never changed: a new text is a new row, and `id` is the edition number applications
 * point to, so every application keeps the words it was given under.
 */
export const consentEditions = sqliteTable('consent_editions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The text with {operator}-style tokens filled from the settings when shown (server/lib/consent.ts). */
  body: text('body').notNull(),
  /** Unix seconds: when this edition took effect. */
  effectiveAt: integer('effective_at').notNull(),
  createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
});

/**
 * What was done with personal data, without the data itself: deletion at a person's request, the
 * retention job's deletions, withdrawal of the marketing consent. `applicationId` names a row that
 * may no longer exist; nothing here identifies the person.
 */
export const privacyAudit = sqliteTable(
  'privacy_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action', {
      enum: [
        'deleted_on_request',
        'deleted_by_retention',
        'marketing_withdrawn',
        'member_marketing_withdrawn',
        'member_deletion_requested',
      ],
    }).notNull(),
    applicationId: integer('application_id'),
    /** The member (members.id) a family's request from its page is about; null for an application's entry. */
    memberId: integer('member_id'),
    /** The admin who acted; null for the daily job. */
    adminId: integer('admin_id'),
    /** How many applications one retention run removed. */
    count: integer('count').notNull().default(1),
    at: integer('at').notNull(),
  },
  (t) => [index('privacy_audit_at').on(t.at)],
);

/**
 * A visitor's Telegram chat for reminders: the token goes into the bot's deep link, /start <token>
 * fills `chatId`, /stop sets `stoppedAt`. Deleting the application deletes the link.
 * `bookingLink` keeps the token of the visitor's private cancel/move link for the reminders, sealed
 * (AES-256-GCM under a key derived from the server's secret, which is not in the database); it is
 * cleared by /stop, by a cancellation, once the visit is over, and replaced by a move.
 */
export const telegramLinks = sqliteTable(
  'telegram_links',
  {
    token: text('token').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    chatId: text('chat_id'),
    linkedAt: integer('linked_at'),
    stoppedAt: integer('stopped_at'),
    bookingLink: text('booking_link'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('telegram_links_application').on(t.applicationId), index('telegram_links_chat').on(t.chatId)],
);

/**
 * Messages to a visitor's chat, each due at a time. The worker claims a row by setting `sentAt` in
 * the same statement that checks it is empty, so a message goes out at most once, across restarts.
 */
export const telegramReminders = sqliteTable(
  'telegram_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['linked', 'evening', 'two_hours', 'cancelled', 'moved', 'promoted'] }).notNull(),
    /** Unix seconds: the visit this reminder is about (0 when there is none). */
    visitAt: integer('visit_at').notNull().default(0),
    /** The visit's title for a message about a visit that no longer exists (a cancellation). */
    title: text('title'),
    dueAt: integer('due_at').notNull(),
    sentAt: integer('sent_at'),
    /** Telegram refused it for good (blocked bot, deleted chat): kept for the record, not retried. */
    failedAt: integer('failed_at'),
  },
  (t) => [
    index('telegram_reminders_due').on(t.sentAt, t.dueAt),
    uniqueIndex('telegram_reminders_once').on(t.applicationId, t.kind, t.visitAt),
  ],
);
