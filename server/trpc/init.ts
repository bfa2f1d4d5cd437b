import { type AnyRouter, initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import { MAX_INPUT_DEPTH, valueTooDeep } from '#shared/rules/input-depth';
import { recordChange, snapshotBefore } from '../lib/audit-log';
import { bumpContentVersion } from '../lib/content-version';
import { DomainError } from '../lib/domain-error';
import { authenticate } from '../lib/tokens';
import { notYours } from './coach-scope';
import type { Context } from './context';
import { toTRPCError } from './errors';
import { rolesOf, ruleOf } from './rights';

/** Turns a Zod failure into one Russian sentence per field; schemas in shared/schemas name the field. */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.includes(':') ? `${field}: ${issue.message}` : issue.message;
    })
    .filter((message, index, all) => all.indexOf(message) === index)
    .join('; ');
}

const t = initTRPC.context<Context>().create({
  // tRPC's default (anything but NODE_ENV=production) would send stack traces when NODE_ENV is unset.
  isDev: process.env.NODE_ENV === 'development',
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const domainFieldErrors = error.cause instanceof DomainError ? error.cause.fieldErrors : null;
    // An internal error gets the request's id, which the owner can find in the server log.
    const requestId = error.code === 'INTERNAL_SERVER_ERROR' ? (ctx?.requestId ?? null) : null;
    // tRPC's own refusal of an oversized batch is in English.
    const batchRefused = error.code === 'BAD_REQUEST' && error.message === 'Batch call exceeds maximum size';
    return {
      ...shape,
      // An internal error's own text (SQL, paths, bound values) stays in the server log.
      message: zodError
        ? zodMessage(zodError)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? serverMessages.errors.internal
          : batchRefused
            ? serverMessages.server.batchTooLarge
            : shape.message,
      data: { ...shape.data, fieldErrors: zodError ? zodError.flatten().fieldErrors : domainFieldErrors, requestId },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * server/lib throws DomainError and never a transport error; every procedure passes its refusals
 * through here, so each kind has one tRPC code (and one HTTP status) for /trpc, the page render and
 * the /api routes that call procedures.
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});

/**
 * An input nested deeper than MAX_INPUT_DEPTH never reaches a procedure, whatever the transport
 * (/trpc and /api refuse such a body at the edge too, server/http/request-limits.ts): every step
 * that walks an input (the audit log, a coach's scope, Zod) stays far from the stack's end.
 */
const shallowInput = t.middleware(async ({ getRawInput, next }) => {
  // An input that cannot be read (a body that is not JSON) is the input parser's to refuse, after
  // the admin check: an anonymous call still answers 401 first.
  const raw = await getRawInput().catch(() => undefined);
  if (valueTooDeep(raw)) throw new DomainError('bad-input', serverMessages.server.inputTooDeep(MAX_INPUT_DEPTH));
  return next();
});

export const publicProcedure = t.procedure.use(domainErrors).use(shallowInput);

interface InputSchema {
  safeParseAsync: (value: unknown) => Promise<{ success: boolean }>;
}
const inputSchemas = new Map<string, readonly InputSchema[]>();

/**
 * The app's router hands its procedures' input schemas to the audit step (server/routers/_app.ts),
 * which checks a mutation's input with them before it reads anything of it.
 */
export function auditInputsOf(appRouter: AnyRouter): void {
  const procedures = appRouter._def.procedures as Record<string, { _def: { inputs?: unknown[] } }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    inputSchemas.set(path, (procedure._def.inputs ?? []) as InputSchema[]);
  }
}

/**
 * Whether the procedure's own schemas take this input. A procedure the audit step was not told of
 * (a test's own router) is recorded as before: its input is at most MAX_INPUT_DEPTH deep all the same.
 */
async function validInput(path: string, raw: unknown): Promise<boolean> {
  const schemas = inputSchemas.get(path);
  if (!schemas) return true;
  for (const schema of schemas) {
    if (typeof schema.safeParseAsync !== 'function' || !(await schema.safeParseAsync(raw)).success) return false;
  }
  return true;
}

/**
 * Staff only: a valid, unexpired HS256 JWT of a session that is alive, of an account that is not
 * switched off, whose role the table of rights (server/trpc/rights.ts) lets call this path. A path
 * without a line in the table is refused to everyone. A coach reaches a procedure only within its
 * scope (their groups and directions), checked on the call's input and applied to its answer; on
 * the legacy /api a coach is refused as the spec refuses any role but admin (401). Narrows ctx with
 * `admin`, the account as the database has it now.
 *
 * Every admin mutation then bumps the content version, whatever its outcome (a failed one may have
 * written part of its change), before its answer leaves: cached public pages and lists made before
 * it are never served again (docs/decisions/page-cache.md).
 */
export const adminProcedure = publicProcedure
  .use(async ({ ctx, path, getRawInput, next }) => {
    const raw = ctx.authorization?.replace(/^Bearer\s+/i, '').trim();
    const account = raw ? await authenticate(ctx.deps, raw) : null;
    if (!account || (ctx.legacyApi && account.role === 'coach')) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: serverMessages.auth.authorizationRequired });
    }
    const rule = ruleOf(path);
    const roles = rule ? rolesOf(rule) : 'public';
    // 'public' on an admin procedure is a wrong line in the table: refused like a missing one.
    if (!rule || roles === 'public' || !roles.includes(account.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: serverMessages.staff.server.forbidden });
    }
    if (account.role !== 'coach' || typeof rule !== 'object') return next({ ctx: { ...ctx, admin: account } });
    const scope = rule.coach;
    if (scope.input && scope.allows) {
      const parsed = scope.input.safeParse(await getRawInput());
      // Unparseable input is refused by the procedure's own schema, with its message (400).
      if (parsed.success && !scope.allows(ctx.deps, account, parsed.data as never)) throw notYours();
    }
    const result = await next({ ctx: { ...ctx, admin: account } });
    if (!result.ok || !scope.view) return result;
    return { ...result, data: scope.view(account, result.data as never) };
  })
  .use(async ({ type, next }) => {
    try {
      return await next();
    } finally {
      if (type === 'mutation') bumpContentVersion();
    }
  })
  // The audit log: every change that succeeded, through /trpc and /api alike, in one place. The input
  // is read only once the procedure's own schema has taken it: a refused one runs nothing and is not
  // recorded (the procedure answers it with its message).
  .use(async ({ ctx, type, path, getRawInput, next }) => {
    if (type !== 'mutation') return next();
    const input = await getRawInput();
    if (!(await validInput(path, input))) return next();
    // Read before the change, to name the fields it really changed (server/lib/audit-snapshots.ts).
    const before = snapshotBefore(ctx.deps, path, input);
    const result = await next();
    if (result.ok)
      recordChange(ctx.deps, { adminId: ctx.admin.id, ip: ctx.ip, action: path, input, output: result.data, before });
    return result;
  });
