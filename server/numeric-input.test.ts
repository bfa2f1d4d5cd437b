import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaReplaceFields } from '#shared/schemas/media';
import { auditLog, trialSlots } from './db/schema';
import type { AppDeps } from './deps';
import { FAMILY_COOKIE, openSession } from './lib/family/sessions';
import { callerAs } from './test/content-fixtures';
import { fieldsOf, type InputField, inputWith, procedureInputs } from './test/input-fields';
import { phoneJpeg } from './test/media-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps, dumpTables } from './test/test-app';

/**
 * Numbers in JSON inputs are numbers: `true`, `[n]`, `"n"`, -1, 1.5 and 1e300 are refused by every
 * numeric field of every procedure, found by walking the input schemas (server/test/input-fields.ts).
 * Only a field that may travel as text (a multipart field, a legacy API's loose field: `numberFromForm`)
 * takes `"n"`. `media.update {id: true}` used to change item 1, `trials.slots.delete {id: true}` to
 * delete slot 1 and `trials.closures.reopen {slotId: -1}` to answer 200 with an audit entry.
 */

const RUSSIAN = /[А-Яа-яЁё]/;
const procedures = procedureInputs();

/** A value the field takes, to wrap in a list or a string: 1, or the nearest to it within the field's bounds. */
function validNumber(field: InputField): number {
  const number = field.number;
  const min = number?.minValue ?? Number.NEGATIVE_INFINITY;
  const max = number?.maxValue ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(1, Math.ceil(min)), Math.floor(max));
}

/** A field whose own range holds negative numbers (a map's coordinates): -1 is a value there. */
const takesNegatives = (field: InputField) => (field.number?.minValue ?? Number.NEGATIVE_INFINITY) < 0;

/** What every numeric field must refuse, by name. */
function badValues(field: InputField): Array<[string, unknown]> {
  const n = validNumber(field);
  const values: Array<[string, unknown]> = [
    ['true', true],
    [`[${n}]`, [n]],
    ['1e300', 1e300],
  ];
  if (!takesNegatives(field)) values.push(['-1', -1]);
  if (!field.textWire) values.push([`"${n}"`, String(n)]);
  if (field.number?.isInt) values.push(['1.5', 1.5]);
  return values;
}

const numericFields = procedures.flatMap(({ path, type, fields }) =>
  fields.filter((field) => field.kind === 'number').map((field) => ({ procedure: path, type, field })),
);

describe('numeric inputs, from the schemas', () => {
  it('finds the numbers of the inputs, the ones the outside check used among them', () => {
    const names = numericFields.map(({ procedure, field }) => `${procedure}:${field.path.join('.')}`);
    expect(names.length).toBeGreaterThan(30);
    for (const known of [
      'media.update:id',
      'media.delete:id',
      'trials.slots.create:weekday',
      'trials.slots.create:capacity',
      'trials.slots.create:durationMinutes',
      'trials.slots.delete:id',
      'trials.closures.reopen:slotId',
      'trials.attendance.mark:bookingId',
    ]) {
      expect(names).toContain(known);
    }
    // Numbers that may be negative are few and named: a new one is a decision, not an accident.
    const negatives = numericFields.filter(({ field }) => takesNegatives(field));
    expect(negatives.map(({ procedure, field }) => `${procedure}:${field.path.join('.')}`)).toEqual([
      'settings.update:mapLat',
      'settings.update:mapLng',
      // A pass's end moved back and its classes corrected down, each with a reason (docs/decisions/members-and-passes.md).
      'passes.extend:days',
      'passes.correctClasses:classes',
    ]);
  });

  it('every numeric field refuses true, [n], "n", -1, 1.5 and 1e300 with a Russian message', () => {
    const failures: string[] = [];
    for (const { procedure, field } of numericFields) {
      for (const [name, value] of badValues(field)) {
        const result = field.schema.safeParse(value);
        const message = result.success ? '' : (result.error.issues[0]?.message ?? '');
        if (result.success || !RUSSIAN.test(message)) {
          failures.push(`${procedure}:${field.path.join('.')} took ${name}${result.success ? '' : ` (${message})`}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a multipart id is read from its text, and still refuses what is not a positive whole number', () => {
    const [id] = fieldsOf(mediaReplaceFields);
    expect(id?.textWire).toBe(true);
    expect(mediaReplaceFields.parse({ id: '12' })).toEqual({ id: 12 });
    for (const bad of ['-1', '1.5', '1e300', 'abc', '']) expect(mediaReplaceFields.safeParse({ id: bad }).success).toBe(false);
  });
});

describe('numeric inputs over /trpc', () => {
  let deps: AppDeps;
  let app: ReturnType<typeof createTestApp>;
  let token: string;
  /** A family's login, so the family's procedures read their input instead of answering 401 first. */
  let familyToken: string;
  const consoleErrors: string[] = [];

  const dump = (): Record<string, string> => dumpTables(deps);

  async function call(procedure: string, type: string, input: unknown) {
    const json = JSON.stringify(input);
    const headers = { authorization: token, cookie: `${FAMILY_COOKIE}=${familyToken}`, 'content-type': 'application/json' };
    const response =
      type === 'query'
        ? await app.request(`/trpc/${procedure}?input=${encodeURIComponent(json)}`, { headers })
        : await app.request(`/trpc/${procedure}`, { method: 'POST', body: json, headers });
    const body = (await response.json()) as { error?: { message?: string } };
    return { status: response.status, message: body.error?.message ?? '' };
  }

  beforeAll(async () => {
    deps = createTestDeps();
    token = await adminToken(deps);
    familyToken = openSession(deps, '+79990000001', { userAgent: 'vitest', ip: '203.0.113.5' });
    app = createTestApp(deps, { renderPage: async (c) => c.html('<p>page</p>') });
    const owner = callerAs(deps, token);
    const form = new FormData();
    form.append('files', await phoneJpeg('Зал.jpg'));
    await owner.media.upload(form);
    await owner.trials.slots.create({ weekday: 2, time: '18:00', direction: 'Mma', ageMin: 7, ageMax: 12 });
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' ').slice(0, 300));
    });
  }, 60_000);
  afterAll(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('every numeric field of every procedure: 400 in Russian, nothing stored, no audit entry', async () => {
    const before = dump();
    const failures: string[] = [];
    for (const { procedure, type, field } of numericFields) {
      for (const [name, value] of badValues(field)) {
        const { status, message } = await call(procedure, type, inputWith(field.path, value));
        if (status !== 400 || !RUSSIAN.test(message))
          failures.push(`${procedure}:${field.path.join('.')} ${name}: ${status} ${message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(dump()).toEqual(before);
  }, 300_000);

  it('the outside check’s own calls, otherwise valid, change nothing', async () => {
    const before = dump();
    const slot = {
      weekday: 3,
      time: '19:00',
      durationMinutes: 60,
      direction: 'Boxing',
      title: '',
      ageMin: 7,
      ageMax: 12,
      capacity: 2,
    };
    const attempts: Array<[string, unknown]> = [
      ['media.update', { id: true, alt: '', caption: '', focal: { x: 0.5, y: 0.5 }, folder: '', tags: [] }],
      ['media.delete', { id: [1] }],
      ['trials.slots.create', { ...slot, weekday: true }],
      ['trials.slots.create', { ...slot, capacity: [2] }],
      ['trials.slots.create', { ...slot, durationMinutes: [60] }],
      ['trials.slots.delete', { id: true }],
      ['trials.slots.delete', { id: '1' }],
      ['trials.closures.reopen', { slotId: -1, date: '2026-12-07' }],
    ];
    for (const [procedure, input] of attempts) {
      const { status, message } = await call(procedure, 'mutation', input);
      expect({ procedure, input, status, russian: RUSSIAN.test(message) }).toEqual({
        procedure,
        input,
        status: 400,
        russian: true,
      });
    }
    expect(dump()).toEqual(before);
    // The audit log is in the dump too; named here, as the outside check found an entry written for a refused id.
    expect(
      deps.db
        .select()
        .from(auditLog)
        .all()
        .map((entry) => entry.action),
    ).toEqual(['media.upload', 'trials.slots.create']);
    expect(deps.db.select().from(trialSlots).all()).toHaveLength(1);
  });
});
