import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answeredMessage,
  failureMessage,
  failureReason,
  failureStatus,
  fieldErrorsFrom,
  isConflict,
  isRefusedInput,
  isUnauthorized,
  parseForm,
  readableServerMessage,
  serverFieldErrors,
} from './request-errors';

/** A tRPC error as the client receives it from the server's error formatter. */
function serverError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

const refused = serverError('Цена: слишком большое значение', {
  code: 'BAD_REQUEST',
  httpStatus: 400,
  fieldErrors: { price: ['Цена: слишком большое значение', 'второе'], other: ['не поле формы'] },
});

describe('reading a failed request', () => {
  it('knows a 401 and a refused input', () => {
    expect(isUnauthorized(serverError('Требуется вход', { code: 'UNAUTHORIZED', httpStatus: 401 }))).toBe(true);
    expect(isUnauthorized(refused)).toBe(false);
    expect(isUnauthorized(new Error('сеть'))).toBe(false);
    expect(isRefusedInput(refused)).toBe(true);
  });

  it('shows the server message of a refusal, never of an internal error', () => {
    expect(readableServerMessage(refused)).toBe('Цена: слишком большое значение');
    const internal = serverError('Внутренняя ошибка сервера', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      requestId: 'r1',
    });
    expect(readableServerMessage(internal)).toBeNull();
    expect(failureMessage(internal, 'Ошибка при сохранении')).toBe('Ошибка при сохранении (код запроса r1)');
    expect(failureMessage(refused, 'Ошибка при сохранении')).toBe('Цена: слишком большое значение');
  });

  it('tells an answer of the server from a dropped connection', () => {
    const tooMany = serverError('Слишком много заявок с вашего адреса', { code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect([failureStatus(tooMany), answeredMessage(tooMany)]).toEqual([429, 'Слишком много заявок с вашего адреса']);
    // What the browser's fetch gives when the connection drops: a tRPC error without the server's data, in English.
    const dropped = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect([failureStatus(dropped), answeredMessage(dropped)]).toEqual([null, null]);
    expect([failureStatus(new Error('сеть')), answeredMessage(new Error('сеть'))]).toEqual([null, null]);
  });

  it('knows a conflict (the last seat taken meanwhile)', () => {
    expect(isConflict(serverError('Мест больше нет', { code: 'CONFLICT', httpStatus: 409 }))).toBe(true);
    expect(isConflict(refused)).toBe(false);
    expect(isConflict(new Error('сеть'))).toBe(false);
  });

  it('maps the first message of each form field and drops the rest', () => {
    expect(serverFieldErrors(refused, ['price', 'category'])).toEqual({ price: 'Цена: слишком большое значение' });
    expect(serverFieldErrors(new Error('сеть'), ['price'])).toEqual({});
    expect(fieldErrorsFrom({ a: [], b: ['да'] }, ['a', 'b'])).toEqual({ b: 'да' });
  });
});

describe('parseForm', () => {
  const schema = z.object({
    name: z.string().trim().min(1, 'Имя: обязательное поле'),
    age: z.coerce.number().min(3, 'Возраст: от 3 лет'),
  });

  it('gives the parsed data', () => {
    expect(parseForm(schema, { name: ' Ира ', age: '7' }, ['name', 'age'])).toEqual({ ok: true, data: { name: 'Ира', age: 7 } });
  });

  it('puts each schema message on its field', () => {
    expect(parseForm(schema, { name: '', age: '2' }, ['name', 'age'])).toEqual({
      ok: false,
      errors: { name: 'Имя: обязательное поле', age: 'Возраст: от 3 лет' },
    });
  });
});

describe('failureReason', () => {
  it('is the server message of a refusal, or the generic text with the request id', () => {
    expect(failureReason(refused)).toBe('Цена: слишком большое значение');
    const internal = serverError('SQLITE_BUSY', { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, requestId: 'r2' });
    expect(failureReason(internal)).toBe('Внутренняя ошибка сервера (код запроса r2)');
    expect(failureReason(new Error('Failed to fetch'))).toBe('Внутренняя ошибка сервера');
  });
});
