import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/schemas/staff';
import { admins, applications, trialBookings, trialSlots } from '../db/schema';
import type { AppDeps } from '../deps';
import { openSession } from '../lib/family/sessions';
import { setStaffEnabled } from '../lib/staff';
import { issueTokenPair } from '../lib/tokens';
import { appRouter } from '../routers/_app';
import { callerAs } from '../test/content-fixtures';
import { addChild, addGroup, familyCaller } from '../test/family-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { rights, rolesOf } from './rights';

/**
 * The table of rights against the real app: every procedure and every /api route is called by an
 * owner, a manager, a coach, a switched-off account and nobody, and each answer must be what
 * server/trpc/rights.ts says. A procedure or route added without a line fails here.
 */

/** 15 November 2026, a Sunday, noon UTC. */
const NOW = Date.UTC(2026, 10, 15, 12) / 1000;
/** 'family': a family logged in by a phone code (the family cookie, no staff token). */
type Who = StaffRole | 'disabled' | 'nobody' | 'family';
const WHO: Who[] = ['owner', 'manager', 'coach', 'disabled', 'nobody', 'family'];
const FAMILY_PHONE = '+79001234567';
const OTHER_FAMILY_PHONE = '+79007654321';

let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;
const tokens: Partial<Record<Who, string>> = {};
let ownGroup: string;
let otherGroup: string;
let ownRecord: string;
let otherRecord: string;
let ownBooking: number;
let otherBooking: number;
let ownMember: number;
let otherMember: number;

function addAccount(login: string, role: StaffRole, scope: { groupIds?: string[]; directions?: string[] } = {}): number {
  return deps.db
    .insert(admins)
    .values({ login, name: login, role, passwordHash: 'locked', ...scope })
    .returning({ id: admins.id })
    .get().id;
}

function addBooking(direction: string, applicationId: number): number {
  const slot = deps.db
    .insert(trialSlots)
    .values({ weekday: 1, time: '18:00', direction, title: direction, ageMin: 6, ageMax: 60 })
    .returning({ id: trialSlots.id })
    .get().id;
  return deps.db
    .insert(trialBookings)
    .values({ slotId: slot, date: '2026-11-16', applicationId, status: 'booked' })
    .returning({ id: trialBookings.id })
    .get().id;
}

beforeAll(async () => {
  deps = createTestDeps({ now: () => NOW });
  app = createTestApp(deps, { renderPage: async (c) => c.html('<p>page</p>') });
  tokens.owner = await adminToken(deps);
  const owner = callerAs(deps, tokens.owner);
  ownGroup = (await owner.groups.create({ name: 'Дети ММА' }))._id;
  otherGroup = (await owner.groups.create({ name: 'Взрослые бокс' }))._id;
  ownRecord = (await owner.attendance.create({ group: ownGroup, month: 11, year: 2026, studentName: 'Свой Ученик' }))._id;
  otherRecord = (await owner.attendance.create({ group: otherGroup, month: 11, year: 2026, studentName: 'Чужой Ученик' }))._id;
  const applicant = (direction: string) =>
    deps.db
      .insert(applications)
      .values({ name: 'Иван', lastname: 'Петров', phone: '+7 912 345-67-89', age: 12, direction, createdAt: NOW })
      .returning({ id: applications.id })
      .get().id;
  ownBooking = addBooking('Mma', applicant('Mma'));
  otherBooking = addBooking('Boxing', applicant('Boxing'));

  tokens.manager = (await issueTokenPair(deps, addAccount('manager', 'manager'))).token;
  tokens.coach = (await issueTokenPair(deps, addAccount('coach', 'coach', { groupIds: [ownGroup], directions: ['Mma'] }))).token;
  const disabledId = addAccount('gone', 'manager');
  tokens.disabled = (await issueTokenPair(deps, disabledId)).token;
  setStaffEnabled(deps, 1, disabledId, false);
  addGroup(deps, 'family-group', 'Дети 7–9 лет');
  ownMember = addChild(deps, 'Свой Ребёнок', FAMILY_PHONE, ['family-group']);
  otherMember = addChild(deps, 'Чужой Ребёнок', OTHER_FAMILY_PHONE, ['family-group']);
});
afterAll(cleanup);

const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
).map(([path, procedure]) => ({ path, type: procedure._def.type }));

/** Inputs a coach's call stays within their scope with (their group, record, booking). */
function coachInput(path: string): unknown {
  const inputs: Record<string, unknown> = {
    'attendance.list': { group: ownGroup, month: 11, year: 2026 },
    'attendance.create': { group: ownGroup, month: 11, year: 2026, studentName: 'Новый Ученик' },
    'attendance.save': { attendance: [{ _id: ownRecord, month: 11, year: 2026, attendance: { '3': true }, days: [3] }] },
    'attendance.copyToNextMonth': { group: ownGroup, month: 11, year: 2026 },
    'trials.markAttendance': { bookingId: ownBooking, attendance: 'came' },
  };
  if (path.startsWith('family.')) return familyInput(path, ownMember);
  return inputs[path];
}

/** The family procedures that take a member id, and those that take none: every one is in a list. */
const FAMILY_MEMBER_INPUT = ['family.telegramLink', 'family.withdrawMarketing', 'family.requestDeletion'];
const FAMILY_NO_MEMBER_INPUT = ['family.home', 'family.devices', 'family.endDevice', 'family.logOut', 'family.logOutEverywhere'];

function familyInput(path: string, memberId: number): unknown {
  if (FAMILY_MEMBER_INPUT.includes(path)) return { memberId };
  if (path === 'family.endDevice') return { sessionId: 1 };
  if (path === 'family.requestCode') return { phone: '+7 900 000-00-01' };
  if (path === 'family.verifyCode') return { phone: '+7 900 000-00-01', code: '000000' };
  if (path === 'family.setSmsCap') return { smsDailyCap: 100 };
  return undefined;
}

/** A family caller with a fresh session of its own phone: a logout in one call never spoils the next. */
function familyCallerNow(phone = FAMILY_PHONE) {
  return familyCaller(deps, openSession(deps, phone, { userAgent: 'test', ip: '203.0.113.9' })).caller;
}

/** The tRPC code a call ends with: 'OK' when it succeeds. */
async function outcome(who: Who, path: string): Promise<string> {
  const caller = (who === 'family'
    ? familyCallerNow()
    : callerAs(deps, who === 'nobody' ? null : (tokens[who] ?? null))) as unknown as Record<string, unknown>;
  // A nested router's path ('trials.slots.list') is walked one segment at a time.
  const call = path
    .split('.')
    .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], caller) as
    | ((input: unknown) => Promise<unknown>)
    | undefined;
  if (!call) throw new Error(`no procedure ${path}`);
  try {
    await call(coachInput(path));
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'THROWN';
  }
}

describe('the table of rights', () => {
  it('has a line for every procedure and no line for a procedure that does not exist', () => {
    const paths = procedures.map((procedure) => procedure.path).sort();
    expect(Object.keys(rights).sort()).toEqual(paths);
  });

  it('answers every procedure as the table says, for each role, a switched-off account and no token', async () => {
    const wrong: string[] = [];
    for (const { path } of procedures) {
      const rule = rights[path];
      if (!rule) continue;
      const roles = rolesOf(rule);
      for (const who of WHO) {
        const code = await outcome(who, path);
        const refused = code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
        // A public procedure may refuse bad credentials in its own words (auth.login), never for lack of a token.
        // A family procedure lets in the family only; a staff token is no family login (401), and the
        // family cookie is no staff token (401).
        const allowed =
          roles === 'public' ||
          (rule === 'family'
            ? who === 'family'
            : who !== 'disabled' && who !== 'nobody' && who !== 'family' && roles.includes(who));
        const unauthorized = who === 'disabled' || who === 'nobody' || who === 'family' || rule === 'family';
        const expected = allowed ? 'allowed' : unauthorized ? 'UNAUTHORIZED' : 'FORBIDDEN';
        const got = refused ? code : 'allowed';
        if (got !== expected) wrong.push(`${path} as ${who}: expected ${expected}, got ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses a procedure the table has no line for, even to the owner', async () => {
    const { ruleOf } = await import('./rights');
    expect(ruleOf('staff.nothing')).toBeNull();
    expect(ruleOf('toString')).toBeNull();
  });
});

describe('a family changing a member id', () => {
  const familyPaths = () => procedures.filter(({ path }) => rights[path] === 'family').map(({ path }) => path);

  it('has every family procedure sorted into taking a member id or not', () => {
    expect(familyPaths().sort()).toEqual([...FAMILY_MEMBER_INPUT, ...FAMILY_NO_MEMBER_INPUT].sort());
  });

  it('is refused another family’s member exactly as an unknown one, through every procedure that takes one', async () => {
    for (const path of FAMILY_MEMBER_INPUT) {
      const [router, name] = path.split('.') as [string, string];
      const call = (memberId: number) => {
        const routers = familyCallerNow() as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
        const procedure = routers[router]?.[name];
        if (!procedure) throw new Error(`no procedure ${path}`);
        return procedure(familyInput(path, memberId));
      };
      const foreign = await call(otherMember).then(
        () => null,
        (error: unknown) => error,
      );
      const unknown = await call(999_999).then(
        () => null,
        (error: unknown) => error,
      );
      expect(foreign, path).toBeInstanceOf(TRPCError);
      expect(foreign).toMatchObject({ code: 'NOT_FOUND', message: 'Не найдено' });
      expect((foreign as TRPCError).message).toBe((unknown as TRPCError).message);
    }
    const home = await familyCallerNow().family.home();
    expect(home.members.map((member) => member.fullName)).toEqual(['Свой Ребёнок']);
    const other = await familyCallerNow(OTHER_FAMILY_PHONE).family.home();
    expect(JSON.stringify(other)).not.toContain('Свой Ребёнок');
  });

  it('cannot end another phone’s login', async () => {
    const foreignSession = openSession(deps, OTHER_FAMILY_PHONE, { userAgent: 'test', ip: '203.0.113.10' });
    const foreignId =
      (await familyCaller(deps, foreignSession).caller.family.devices()).find((device) => device.current)?.id ?? 0;
    await expect(familyCallerNow().family.endDevice({ sessionId: foreignId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(familyCaller(deps, foreignSession).caller.family.home()).resolves.toMatchObject({ phone: '+7 900 765-43-21' });
  });
});

describe('a coach changing an id', () => {
  const coach = () => callerAs(deps, tokens.coach ?? null);
  const refusedAsNotYours = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Нет доступа: это не ваша группа или направление' });
  };

  it('cannot read, add to, copy or save another group’s journal', async () => {
    await refusedAsNotYours(coach().attendance.list({ group: otherGroup, month: 11, year: 2026 }));
    await refusedAsNotYours(coach().attendance.create({ group: otherGroup, month: 11, year: 2026, studentName: 'Чужой' }));
    await refusedAsNotYours(coach().attendance.copyToNextMonth({ group: otherGroup, month: 11, year: 2026 }));
    // Without a group the copy would take every group's month.
    await refusedAsNotYours(coach().attendance.copyToNextMonth({ month: 11, year: 2026 }));
    await refusedAsNotYours(
      coach().attendance.save({
        attendance: [
          { _id: ownRecord, month: 11, year: 2026, attendance: {}, days: [] },
          { _id: otherRecord, month: 11, year: 2026, attendance: { '5': true }, days: [5] },
        ],
      }),
    );
    const other = await callerAs(deps, tokens.owner ?? null).attendance.list({ group: otherGroup, month: 11, year: 2026 });
    expect(other.map((record) => [record.studentName, record.days])).toEqual([['Чужой Ученик', []]]);
  });

  it('reads and marks their own group', async () => {
    const saved = await coach().attendance.save({
      attendance: [{ _id: ownRecord, month: 11, year: 2026, attendance: { '16': true }, days: [16] }],
    });
    expect(saved[0]).toMatchObject({ studentName: 'Свой Ученик', attendance: { '16': true } });
    expect((await coach().attendance.list({ group: ownGroup, month: 11, year: 2026 })).length).toBeGreaterThan(0);
  });

  it('sees only the trial sessions of their directions, without phones, and marks only those', async () => {
    const sessions = await coach().trials.sessions.admin();
    expect(sessions.length).toBeGreaterThan(0);
    expect(new Set(sessions.map((session) => session.direction))).toEqual(new Set(['Mma']));
    const attendees = sessions.flatMap((session) => session.attendees);
    expect(attendees.length).toBe(1);
    expect(attendees.every((attendee) => attendee.phone === '')).toBe(true);
    const all = await callerAs(deps, tokens.manager ?? null).trials.sessions.admin();
    expect(new Set(all.map((session) => session.direction))).toEqual(new Set(['Mma', 'Boxing']));
    await refusedAsNotYours(coach().trials.attendance.mark({ bookingId: otherBooking, attendance: 'came' }));
    await expect(coach().trials.attendance.mark({ bookingId: ownBooking, attendance: 'no-show' })).resolves.toBe('no-show');
  });
});

describe('the legacy /api', () => {
  const routes = () => app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL');
  /** The spec's public calls; every other route must refuse a stranger. */
  const PUBLIC = new Set([
    'GET /api/:list{posts|prices|products|schedule|groups|settings}',
    'POST /api/telegram/webhook',
    // ЮKassa's notifications: public, believed only from ЮKassa's addresses (server/lib/payments/notifications.ts).
    'POST /api/yookassa/notifications',
    'GET /api/posts',
    'GET /api/products',
    'GET /api/prices',
    'GET /api/schedule',
    'GET /api/groups',
    'GET /api/attendance',
    'POST /api/admin/login',
    'POST /api/admin/refresh',
    'POST /api/admin/logout',
    'GET /api/admin/ad-status',
    'POST /api/applications/submit-application',
    'GET /api/applications/captcha-challenge',
    'GET /api/settings',
    'POST /api/vitals',
    'GET /api/trial-sessions',
    'GET /api/trial-bookings/:token/calendar.ics',
  ]);
  /** Bodies that get each route past its own reading of the body to the procedure's token check. */
  const bodies: Array<{ body: string; type: string }> = [
    { body: '{}', type: 'application/json' },
    { body: '{"price":{}}', type: 'application/json' },
    { body: '--x--\r\n', type: 'multipart/form-data; boundary=x' },
  ];

  async function statuses(method: string, path: string, token: string | null): Promise<number[]> {
    const url = path.replace(/:[A-Za-z]+/g, '1');
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (method === 'GET') return [(await app.request(`${url}?group=${ownGroup}&month=11`, { headers: auth })).status];
    const answers: number[] = [];
    for (const { body, type } of bodies) {
      answers.push((await app.request(url, { method, body, headers: { ...auth, 'content-type': type } })).status);
    }
    return answers;
  }

  it('every admin route accepts an owner and a manager and answers 401 to a coach, a switched-off account and nobody', async () => {
    const wrong: string[] = [];
    let adminRoutes = 0;
    for (const route of routes()) {
      const key = `${route.method} ${route.path}`;
      if (PUBLIC.has(key)) continue;
      adminRoutes++;
      for (const who of WHO) {
        const answers = await statuses(route.method, route.path, who === 'nobody' ? null : (tokens[who] ?? null));
        const refused = answers.some((status) => status === 401 || status === 403);
        const allowed = who === 'owner' || who === 'manager';
        if (allowed === refused) wrong.push(`${key} as ${who}: ${answers.join(', ')}`);
        if (!allowed && refused && !answers.includes(401)) wrong.push(`${key} as ${who}: not 401 but ${answers.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(adminRoutes).toBeGreaterThanOrEqual(18);
  }, 120_000);

  it('lists as public only routes that exist', () => {
    const existing = new Set(routes().map((route) => `${route.method} ${route.path}`));
    expect([...PUBLIC].filter((key) => !existing.has(key))).toEqual([]);
  });

  it('gives a coach the public journal on GET /api/attendance, as to a visitor', async () => {
    const response = await app.request(`/api/attendance?group=${ownGroup}&month=11&year=2026`, {
      headers: { authorization: `Bearer ${tokens.coach}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Array<{ studentName: string }>)[0]?.studentName).toBe('Ученик С.');
  });
});
