import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind, tooMany } from '../lib/domain-error';
import { cleanup, createTestDeps } from '../test/test-app';
import { createContext } from './context';
import { asTRPCError, retryAfterOf, toTRPCError } from './errors';
import { createCallerFactory, publicProcedure, router } from './init';

afterAll(cleanup);

describe('domain errors to transport', () => {
  const statuses: Array<[DomainErrorKind, number]> = [
    ['bad-input', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['not-ready', 412],
    ['too-large', 413],
    ['unsupported-type', 415],
    ['too-many', 429],
  ];

  it.each(statuses)('%s answers HTTP %i with its own message', (kind, status) => {
    const error = toTRPCError(new DomainError(kind, 'Сообщение'));
    expect([getHTTPStatusCodeFromError(error), error.message]).toEqual([status, 'Сообщение']);
  });

  it('keeps a wait of whole seconds, at least one, for Retry-After', () => {
    expect(retryAfterOf(tooMany(0.2, 'Подождите'))).toBe(1);
    expect(retryAfterOf(toTRPCError(tooMany(61.5, 'Подождите')))).toBe(62);
    expect(retryAfterOf(new TRPCError({ code: 'TOO_MANY_REQUESTS' }))).toBeNull();
  });

  it('leaves other errors as they are, and makes anything else internal', () => {
    const own = new TRPCError({ code: 'UNAUTHORIZED', message: 'x' });
    expect(asTRPCError(own)).toBe(own);
    expect(asTRPCError(new Error('SQL')).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('maps a refusal thrown inside a procedure, with its field errors in the answer', async () => {
    const testRouter = router({
      refuse: publicProcedure.query(() => {
        throw new DomainError('conflict', 'Имя занято', { fieldErrors: { name: ['Имя занято'] } });
      }),
    });
    const caller = createCallerFactory(testRouter)(createContext(createTestDeps()));
    const error = await caller.refuse().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TRPCError);
    expect([(error as TRPCError).code, (error as TRPCError).message]).toEqual(['CONFLICT', 'Имя занято']);

    // Over HTTP, as the browser reads it: the status, the message and the field errors for the form.
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://test/trpc/refuse'),
      router: testRouter,
      createContext: () => createContext(createTestDeps()),
    });
    const body = (await response.json()) as { error: { message: string; data: { fieldErrors: unknown } } };
    expect([response.status, body.error.message, body.error.data.fieldErrors]).toEqual([
      409,
      'Имя занято',
      { name: ['Имя занято'] },
    ]);
  });
});
