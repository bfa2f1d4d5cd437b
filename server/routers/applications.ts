import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { lawCopy } from '#shared/content/law.ru';
import { directionName } from '#shared/directions';
import { messages } from '#shared/messages/server.ru';
import { toCsv } from '#shared/rules/csv';
import {
  type Application,
  listApplicationsInput,
  submitApplicationInput,
  submitApplicationLegacyInput,
  updateApplicationInput,
} from '#shared/schemas/application';
import { applications } from '../db/schema';
import { submitApplication, toApplication } from '../lib/applications';
import { captchaConfig, createCaptchaChallenge } from '../lib/captcha';
import { DomainError } from '../lib/domain-error';
import { bookingCsvColumns, latestBookings } from '../lib/trials/inbox';
import type { Context } from '../trpc/context';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

const csvDate = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The consent record's columns of the CSV, after the older ones. */
function consentCsvColumns(a: Application): string[] {
  return [
    a.consentEditionId === null ? '' : String(a.consentEditionId),
    a.consentAt === null ? '' : csvDate.format(new Date(a.consentAt * 1000)),
    a.consentIp ?? '',
    a.consentUserAgent ?? '',
    a.consentBy ? lawCopy.givenBy[a.consentBy] : '',
    a.guardianName ?? '',
    a.marketingConsent ? messages.server.yes : messages.server.no,
  ];
}

function listApplications(ctx: Context, filter: { status?: string; direction?: string }) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(applications.status, filter.status as (typeof applications.$inferSelect)['status']));
  if (filter.direction) conditions.push(eq(applications.direction, filter.direction));
  return ctx.db
    .select()
    .from(applications)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .all()
    .map(toApplication);
}

export const applicationsRouter = router({
  captchaConfig: publicProcedure.query(({ ctx }) => captchaConfig(ctx.deps)),
  captchaChallenge: publicProcedure.query(({ ctx }) => createCaptchaChallenge(ctx.deps)),

  /** The site's own form: consent to personal-data processing is required. */
  submit: publicProcedure.input(submitApplicationInput).mutation(async ({ ctx, input }) => {
    const { duplicate, booking, reminderUrl } = await submitApplication(ctx.deps, input, ctx.ip, ctx.userAgent);
    const message = duplicate ? messages.waitingList.alreadyAccepted : messages.waitingList.sent;
    return booking ? { message, booking, reminderUrl } : { message, reminderUrl };
  }),
  /** The payload of the legacy POST /api/applications/submit-application, where consent is optional. */
  submitLegacy: publicProcedure.input(submitApplicationLegacyInput).mutation(async ({ ctx, input }) => {
    const { duplicate, booking } = await submitApplication(ctx.deps, input, ctx.ip, ctx.userAgent);
    const message = duplicate ? messages.waitingList.alreadyAccepted : messages.waitingList.sent;
    return booking ? { message, booking } : { message };
  }),

  list: adminProcedure.input(listApplicationsInput.optional()).query(({ ctx, input }) => listApplications(ctx, input ?? {})),

  update: adminProcedure.input(updateApplicationInput).mutation(({ ctx, input }) => {
    const changes = {
      ...(input.status ? { status: input.status } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
    };
    const row = Object.keys(changes).length
      ? ctx.db.update(applications).set(changes).where(eq(applications.id, input.id)).returning().get()
      : ctx.db.select().from(applications).where(eq(applications.id, input.id)).get();
    if (!row) throw new DomainError('not-found', messages.errors.notFoundEntity);
    return toApplication(row);
  }),

  newCount: adminProcedure.query(
    ({ ctx }) => ctx.db.select({ n: count() }).from(applications).where(eq(applications.status, 'new')).get()?.n ?? 0,
  ),

  exportCsv: adminProcedure.input(listApplicationsInput.optional()).query(({ ctx, input }) => {
    const list = listApplications(ctx, input ?? {});
    // All of them rather than by id: a long export would exceed SQLite's limit of bound values.
    const bookings = latestBookings(ctx.db);
    const rows = list.map((a) => [
      csvDate.format(new Date(a.createdAt * 1000)),
      a.name,
      a.lastname,
      a.phone,
      a.age,
      directionName(a.direction),
      messages.waitingList.statuses[a.status],
      a.note,
      a.consent ? messages.server.yes : messages.server.no,
      ...consentCsvColumns(a),
      ...bookingCsvColumns(bookings.get(a.id)),
    ]);
    return toCsv([[...messages.server.csvHeader, ...lawCopy.csvHeader, ...messages.adminArea.trialCsvHeader], ...rows]);
  }),
});
