import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { applicationStatusValues } from '#shared/schemas/application';
import { staffRoleValues } from '#shared/schemas/staff';

/**
 * Staff accounts (the table keeps its first name: every account was the admin once). The id never
 * changes and names the author of a change (audit log, page revisions); `name` is what people read.
 */
export const admins = sqliteTable('admins', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  login: text('login').notNull().unique(),
  /** scrypt in PHC-like form: scrypt$N$r$p$salt$hash (server/lib/passwords.ts); 'locked' until an invited person sets one. */
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  /** What the account may do (server/trpc/rights.ts); the accounts made before roles are owners. */
  role: text('role', { enum: staffRoleValues }).notNull().default('owner'),
  /** A coach's groups (groups.id) and directions ('Mma', …): the only journals and trial sessions they reach. */
  groupIds: text('group_ids', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  directions: text('directions', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  /** Switched off by the owner: no login, and every session ended. */
  disabledAt: integer('disabled_at'),
  /**
   * Two-step login (server/lib/two-step.ts): the TOTP secret, AES-GCM encrypted with a key derived
   * from the JWT secret, set once the first code confirmed it; null while the account has none.
   */
  totpSecret: text('totp_secret'),
  /** A secret shown on the set-up screen and not yet confirmed by a code (encrypted the same way). */
  totpPendingSecret: text('totp_pending_secret'),
  /** The 30-second step of the last accepted code: a code is accepted once, later steps only. */
  totpLastStep: integer('totp_last_step'),
  createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch())`),
});

/** Refresh tokens are stored hashed; each use rotates it (the old one is revoked and points at its successor). */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    replacedById: integer('replaced_by_id'),
    /** The login (staff_sessions.id) this token belongs to; null only for tokens issued before sessions existed. */
    sessionId: integer('session_id'),
    createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [index('refresh_tokens_admin').on(t.adminId)],
);

/**
 * One row per login (server/lib/sessions.ts): what 'Мои сеансы' lists. Its refresh tokens rotate
 * inside it; ending it stops its access tokens at their next request and its refresh token.
 */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** A short readable device from the User-Agent ('Chrome, Android'). */
    device: text('device').notNull(),
    ip: text('ip').notNull(),
    createdAt: integer('created_at').notNull(),
    /** Written at most every few minutes, not on every request. */
    lastUsedAt: integer('last_used_at').notNull(),
    /** When its current refresh token expires: each refresh moves it on. */
    expiresAt: integer('expires_at').notNull(),
    endedAt: integer('ended_at'),
  },
  (t) => [index('staff_sessions_admin').on(t.adminId)],
);

/** Ten one-time recovery codes per account with two-step login, SHA-256 only; a used one stays, marked. */
export const totpRecoveryCodes = sqliteTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('totp_recovery_codes_admin').on(t.adminId)],
);

/**
 * One-time links to set a password (a new account, or a reset by the owner): only the SHA-256 of
 * the link's token is kept; a new link replaces the account's older ones.
 */
export const staffInvites = sqliteTable(
  'staff_invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('staff_invites_admin').on(t.adminId)],
);

/**
 * Who changed what: one row per successful change made through the admin area or the API
 * (server/lib/audit-log.ts). Field names only, never their values: no passwords, tokens or
 * applicants' personal data.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    /** The staff account (admins.id, never reused); its name is read from there. */
    adminId: integer('admin_id').notNull(),
    ip: text('ip').notNull(),
    /** The procedure: 'products.update', 'staff.setEnabled'… */
    action: text('action').notNull(),
    /** The kind of object: the router's name ('products', 'attendance', 'staff'). */
    objectKind: text('object_kind').notNull(),
    objectId: text('object_id'),
    /** The names of the fields the change sent. */
    fields: text('fields', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The names of the fields whose values changed, where the object could be read before and after; else null. */
    changed: text('changed', { mode: 'json' }).$type<string[]>(),
    /** The object's short label («Бокс, 8 занятий»), for kinds whose label is no person's data; else null. */
    label: text('label'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_admin').on(t.adminId)],
);

/** Waiting-list sign-ups, the club's inbox. */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull(),
    age: integer('age').notNull(),
    direction: text('direction').notNull(),
    /** Consent to personal-data processing (152-FZ) and when it was given. */
    consent: integer('consent', { mode: 'boolean' }).notNull().default(false),
    consentAt: integer('consent_at'),
    /** The consent record: which edition (consent_editions.id), from which address and browser. */
    consentEditionId: integer('consent_edition_id'),
    consentIp: text('consent_ip'),
    consentUserAgent: text('consent_user_agent'),
    /** 'self', or 'guardian' when a parent or guardian consented for a child under 18. */
    consentBy: text('consent_by', { enum: ['self', 'guardian'] }),
    guardianName: text('guardian_name'),
    /** The optional consent to news and offers, and when it was withdrawn. */
    marketingConsent: integer('marketing_consent', { mode: 'boolean' }),
    marketingWithdrawnAt: integer('marketing_withdrawn_at'),
    // Stored as plain text (no CHECK), so extending the set needs no table rebuild.
    status: text('status', { enum: applicationStatusValues }).notNull().default('new'),
    note: text('note').notNull().default(''),
    notifiedAt: integer('notified_at'),
    createdAt: integer('created_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [index('applications_created').on(t.createdAt)],
);

/** Settings rows by key; `value` is JSON checked by the matching Zod schema in shared/schemas. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch())`),
});

/** Captcha challenges already redeemed, kept until they expire so an answer cannot be replayed. */
export const usedCaptchas = sqliteTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * Core Web Vitals reported by visitors' browsers (POST /api/vitals): one row per metric per page
 * view (its latest value), nothing personal (no address, no cookie, no URL beyond the route). A rolling window: rows
 * older than 28 days are folded into web_vital_days and deleted, and the table never holds more
 * than a fixed number of rows (server/lib/web-vitals.ts).
 */
export const webVitalSamples = sqliteTable(
  'web_vital_samples',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    route: text('route').notNull(),
    /** LCP, INP or CLS. */
    metric: text('metric').notNull(),
    /** Milliseconds for LCP and INP, the unitless score for CLS. */
    value: real('value').notNull(),
    /** navigator.connection.effectiveType (4g, 3g, 2g, slow-2g) or unknown. */
    connection: text('connection').notNull(),
    /** INP only: the element of the slow interaction, a short selector without text (shared/web-vitals.ts). */
    target: text('target'),
    /**
     * web-vitals' own id of the metric in its page view (random, new for each page view): a later
     * report of the same metric (the page hidden again, after a slower tap) replaces this row.
     * Null for a report without one.
     */
    metricId: text('metric_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('web_vital_samples_created').on(t.createdAt),
    index('web_vital_samples_route_metric').on(t.route, t.metric),
    uniqueIndex('web_vital_samples_metric_id').on(t.metricId),
  ],
);

/** One day's figures per route and metric, kept after the samples they summarise are gone. */
export const webVitalDays = sqliteTable(
  'web_vital_days',
  {
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    p75: real('p75').notNull(),
    good: integer('good').notNull(),
    poor: integer('poor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.metric] })],
);
