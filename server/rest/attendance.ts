import { TRPCError } from '@trpc/server';
import { Hono, type Context as HonoContext } from 'hono';
import { numberFromText } from '#shared/schemas/common';
import type { AppDeps } from '../deps';
import { callerFor, failure, respond, unchecked } from './http';
import { type JsonObject, queryValue, readJsonObject } from './legacy-body';

/** RFC 5987 value for `filename*`: percent-encoded UTF-8, with the characters it reserves escaped too. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Which month of which group's journal: the query of both GET routes (text, read as numbers). */
function journalQuery(c: HonoContext) {
  return {
    group: c.req.query('group'),
    month: numberFromText(c.req.query('month')),
    year: numberFromText(queryValue(c, 'year')),
  };
}

/**
 * The legacy journal sends month and year as it read them from its inputs, a number or its text
 * ('11'): the spec's loose fields, read as numbers here; the procedures take numbers only.
 */
function withMonthNumbers(body: JsonObject): JsonObject {
  return { ...body, month: numberFromText(body.month), ...('year' in body ? { year: numberFromText(body.year) } : {}) };
}

function withRecordsMonthNumbers(body: JsonObject): JsonObject {
  const records = body.attendance;
  if (!Array.isArray(records)) return body;
  return { ...body, attendance: records.map((record) => (isObject(record) ? withMonthNumbers(record) : record)) };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The legacy attendance journal calls. Month (and optionally year) and group travel in the query or the body. */
export function attendanceRest(deps: AppDeps): Hono {
  return new Hono()
    .get('/attendance/export', async (c) => {
      try {
        const file = await callerFor(c, deps).attendance.exportCsv(unchecked(journalQuery(c)));
        return c.body(file.content, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="attendance.csv"; filename*=UTF-8''${rfc5987(file.filename)}`,
        });
      } catch (error) {
        return failure(c, error);
      }
    })
    .get('/attendance', (c) =>
      respond(c, async () => {
        const input = journalQuery(c);
        const caller = callerFor(c, deps);
        // One legacy route serves both journals: with a valid admin token the full names, otherwise
        // (no token, or a stale one the public page still sends) the public view.
        if (c.req.header('authorization')) {
          try {
            return await caller.attendance.list(unchecked(input));
          } catch (error) {
            if (!(error instanceof TRPCError && error.code === 'UNAUTHORIZED')) throw error;
          }
        }
        return caller.attendance.publicList(unchecked(input));
      }),
    )
    .post('/attendance', (c) =>
      respond(
        c,
        async () => {
          const body = withMonthNumbers(await readJsonObject(c));
          return callerFor(c, deps).attendance.create(unchecked({ ...body, group: queryValue(c, 'group') ?? body.group }));
        },
        { status: 201 },
      ),
    )
    .put('/attendance', (c) =>
      respond(c, async () => callerFor(c, deps).attendance.save(unchecked(withRecordsMonthNumbers(await readJsonObject(c))))),
    )
    .post('/attendance/copy', (c) =>
      respond(c, async () => {
        const body = withMonthNumbers(await readJsonObject(c));
        return callerFor(c, deps).attendance.copyToNextMonth(unchecked({ ...body, group: body.group ?? queryValue(c, 'group') }));
      }),
    )
    .delete('/attendance/:id', (c) => respond(c, () => callerFor(c, deps).attendance.delete({ id: c.req.param('id') })));
}
