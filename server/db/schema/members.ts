import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { groups } from './content';
import { consentEditions } from './law';
import { admins, applications } from './system';

/*
 * The club's roster: who trains, in which groups, and whose phones may see them
 * (docs/decisions/members-and-passes.md). A member is a person; a journal row is their month in a
 * group and points here by `attendance_records.member_id`.
 */

const createdAt = () => integer('created_at').notNull().default(sql`(unixepoch())`);
const updatedAt = () => integer('updated_at').notNull().default(sql`(unixepoch())`);

export const members = sqliteTable(
  'members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'Фамилия Имя', as the journal has always shown it. */
    fullName: text('full_name').notNull(),
    /** 'YYYY-MM-DD'; null when the club does not know it yet (a journal row moved in). */
    birthDate: text('birth_date'),
    /** The member's own e-mail (an adult); a child's contact is the guardian's. */
    email: text('email'),
    /** For a child: the parent or guardian who speaks for them. Their phones are in member_phones. */
    guardianName: text('guardian_name'),
    guardianEmail: text('guardian_email'),
    notes: text('notes').notNull().default(''),
    /** The trial application this member came from, if any: its consent record is theirs. */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The consent to personal-data processing as the sign-up recorded it (edition, when, by whom). */
    consentEditionId: integer('consent_edition_id').references(() => consentEditions.id, { onDelete: 'restrict' }),
    consentAt: integer('consent_at'),
    consentBy: text('consent_by', { enum: ['self', 'guardian'] }),
    marketingConsent: integer('marketing_consent', { mode: 'boolean' }).notNull().default(false),
    marketingWithdrawnAt: integer('marketing_withdrawn_at'),
    /** A family asked for deletion from their page: the club acts on it (retention rules). */
    deletionRequestedAt: integer('deletion_requested_at'),
    /** Left the club: kept for the money's history, out of the roster's default view. */
    archivedAt: integer('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('members_name').on(t.fullName)],
);

/** Which groups a member trains in. */
export const memberGroups = sqliteTable(
  'member_groups',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_groups_pair').on(t.memberId, t.groupId), index('member_groups_group').on(t.groupId)],
);

/**
 * The phones that open a member's family page, normalised '+7XXXXXXXXXX' (shared/rules/phone.ts):
 * the adult's own ('self'), a guardian's ('guardian'), a second parent the club added ('extra').
 * THE lookup of the family login: a phone sees exactly the members it is listed under.
 */
export const memberPhones = sqliteTable(
  'member_phones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    role: text('role', { enum: ['self', 'guardian', 'extra'] }).notNull(),
    /** Who holds it, for an 'extra' phone ('Папа: Иванов Пётр'). */
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_phones_pair').on(t.memberId, t.phone), index('member_phones_phone').on(t.phone)],
);

/** Pass types ('Абонементы') the owner or a manager defines. Editing one never changes a pass already sold. */
export const passTypes = sqliteTable('pass_types', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** The directions it is good for (application values: 'Mma', 'Boxing', …); empty with groupIds empty = any. */
  directions: text('directions', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  /** Or particular groups (groups.id). */
  groupIds: text('group_ids', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  /** Classes included; null = unlimited within the validity. */
  classes: integer('classes'),
  validityDays: integer('validity_days').notNull(),
  /** The validity counts from the purchase or from the first class ticked on it. */
  validFrom: text('valid_from', { enum: ['purchase', 'first_class'] }).notNull(),
  priceKopecks: integer('price_kopecks').notNull(),
  ageMin: integer('age_min'),
  ageMax: integer('age_max'),
  freezeDays: integer('freeze_days').notNull().default(0),
  /** Shown on /price with 'Купить' (when ЮKassa is configured). */
  soldOnline: integer('sold_online', { mode: 'boolean' }).notNull().default(false),
  /** No longer sold at all; kept for the passes that point to it. */
  archivedAt: integer('archived_at'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Editions of the public offer (the contract a buyer accepts), like consent_editions: a row is never
 * changed, a new text is a new row, and a payment records the edition it was accepted under.
 */
export const offerEditions = sqliteTable('offer_editions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  body: text('body').notNull(),
  effectiveAt: integer('effective_at').notNull(),
  createdAt: createdAt(),
});

/**
 * A payment, online (ЮKassa) or in the gym (cash, card terminal): a state machine whose every change
 * is a payment_events row with its source, so a crash at any point leaves a state the reconciler
 * finishes. `order` is what was bought, as the buyer filled it in (the member or a new member's
 * details, the pass type, its price then): the pass is made from it when the payment succeeds.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider', { enum: ['yookassa', 'cash', 'terminal'] }).notNull(),
    /** ЮKassa's payment id; null until ЮKassa answered the create call. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** The Idempotence-Key of the create call: a retry after a timeout never makes a second payment. */
    idempotenceKey: text('idempotence_key').notNull().unique(),
    status: text('status', { enum: ['created', 'pending', 'waiting_for_capture', 'succeeded', 'canceled'] }).notNull(),
    /** 'bank_card', 'sbp', 'cash', 'terminal'. */
    method: text('method').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    refundedKopecks: integer('refunded_kopecks').notNull().default(0),
    passTypeId: integer('pass_type_id')
      .notNull()
      .references(() => passTypes.id, { onDelete: 'restrict' }),
    /** The member it was paid for, once known (set for a renewal; set when the pass is made for a new member). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    order: text('order', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    payerPhone: text('payer_phone'),
    payerEmail: text('payer_email'),
    offerEditionId: integer('offer_edition_id').references(() => offerEditions.id, { onDelete: 'restrict' }),
    /** Where ЮKassa sends the payer; the return page's token is stored as its SHA-256 only. */
    confirmationUrl: text('confirmation_url'),
    returnTokenHash: text('return_token_hash').unique(),
    /** ЮKassa's receipt registration state ('pending', 'succeeded', 'canceled'), as last read. */
    receiptStatus: text('receipt_status'),
    cancellationReason: text('cancellation_reason'),
    /** The staff member who recorded a gym sale; null online. */
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    paidAt: integer('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_status').on(t.status), index('payments_paid').on(t.paidAt), index('payments_member').on(t.memberId)],
);

/** Every change of a payment or a refund, with where it came from. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['create', 'return', 'notification', 'reconciler', 'staff'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    detail: text('detail').notNull().default(''),
    at: integer('at').notNull(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId)],
);

/**
 * A 54-FZ receipt ЮKassa registered for a payment ('Чеки от ЮKassa'), as GET /v3/receipts?payment_id=
 * gives it: its id, type and status, and once registered the fiscal attributes a buyer checks it by
 * at the tax service (ФН, ФД, ФП and the moment). Stored as ЮKassa's strings; never sent by us.
 */
export const paymentReceipts = sqliteTable(
  'payment_receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerReceiptId: text('provider_receipt_id').notNull().unique(),
    /** 'payment' (приход) or 'refund' (возврат прихода). */
    type: text('type', { enum: ['payment', 'refund'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'canceled'] }).notNull(),
    /** ISO 8601 as ЮKassa gives it: when the fiscal storage registered it. */
    registeredAt: text('registered_at'),
    fiscalStorageNumber: text('fiscal_storage_number'),
    fiscalDocumentNumber: text('fiscal_document_number'),
    fiscalAttribute: text('fiscal_attribute'),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_receipts_payment').on(t.paymentId)],
);

/** A refund of a payment, in full or in part: through ЮKassa's refund API for an online payment. */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    providerRefundId: text('provider_refund_id').unique(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    amountKopecks: integer('amount_kopecks').notNull(),
    status: text('status', { enum: ['created', 'pending', 'succeeded', 'canceled'] }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_payment').on(t.paymentId)],
);

/**
 * A member's pass. What was bought is copied from the type at the sale, so editing the type later
 * changes no pass. `payment_id` is unique: one payment makes at most one pass, by the database.
 */
export const passes = sqliteTable(
  'passes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    passTypeId: integer('pass_type_id')
      .notNull()
      .references(() => passTypes.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    directions: text('directions', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    groupIds: text('group_ids', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Classes included (null = unlimited), plus any correction a manager made with a reason. */
    classesTotal: integer('classes_total'),
    validityDays: integer('validity_days').notNull(),
    validFrom: text('valid_from', { enum: ['purchase', 'first_class'] }).notNull(),
    freezeDaysAllowed: integer('freeze_days_allowed').notNull().default(0),
    priceKopecks: integer('price_kopecks').notNull(),
    /** 'YYYY-MM-DD', club time; null until the first class for a 'first_class' pass. */
    startsOn: text('starts_on'),
    /** The last valid day, freezes and extensions included; null until it starts. */
    endsOn: text('ends_on'),
    status: text('status', { enum: ['active', 'refunded', 'cancelled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('passes_member').on(t.memberId, t.status)],
);

/**
 * A tick in the journal as a visit: at most one per member, group and day. `pass_id` is the pass the
 * class was taken from, null when the member had no valid pass that day ('без абонемента').
 * Unticking deletes the row, which gives the class back.
 */
export const passVisits = sqliteTable(
  'pass_visits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD'. */
    date: text('date').notNull(),
    passId: integer('pass_id').references(() => passes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pass_visits_once').on(t.memberId, t.groupId, t.date), index('pass_visits_pass').on(t.passId)],
);

/** A freeze, an extension or a correction of a pass, with who and why. */
export const passChanges = sqliteTable(
  'pass_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    passId: integer('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['freeze', 'unfreeze', 'extend', 'classes', 'refund', 'cancel'] }).notNull(),
    /** A freeze's days ('YYYY-MM-DD'): from, and to (null while open-ended until unfrozen). */
    fromDate: text('from_date'),
    toDate: text('to_date'),
    days: integer('days'),
    classes: integer('classes'),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pass_changes_pass').on(t.passId)],
);

/** A pass reminder sent once (one class left, ends in 3 days): the unique pair makes it at most once. */
export const passReminders = sqliteTable(
  'pass_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    passId: integer('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['one_left', 'ends_soon'] }).notNull(),
    sentAt: integer('sent_at'),
    failedAt: integer('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pass_reminders_once').on(t.passId, t.kind)],
);

/** A member's (or guardian's) Telegram chat, linked through the bot's deep link like telegram_links. */
export const memberTelegramLinks = sqliteTable(
  'member_telegram_links',
  {
    token: text('token').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The phone whose family page made the link: the bot's code goes to its own guardian only. */
    phone: text('phone'),
    chatId: text('chat_id'),
    linkedAt: integer('linked_at'),
    stoppedAt: integer('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [index('member_telegram_links_member').on(t.memberId), index('member_telegram_links_chat').on(t.chatId)],
);

/**
 * A family login code: SHA-256 of the code only, 5 minutes, 5 tries. Rows are kept a day for the
 * limits per phone and per address and the SMS budget, then removed.
 */
export const familyCodes = sqliteTable(
  'family_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** How it was sent: 'sms', 'telegram', or 'none' (an unknown phone: nothing is sent, the answer is the same). */
    channel: text('channel', { enum: ['sms', 'telegram', 'none'] }).notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('family_codes_phone').on(t.phone, t.createdAt), index('family_codes_ip').on(t.ip, t.createdAt)],
);

/** A family's login on one device: an HttpOnly cookie's token, stored as its SHA-256; 30 days. */
export const familySessions = sqliteTable(
  'family_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    device: text('device').notNull(),
    ip: text('ip').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    endedAt: integer('ended_at'),
  },
  (t) => [index('family_sessions_phone').on(t.phone)],
);
