import type { Context as HonoContext } from 'hono';
import { serverMessages } from '#shared/messages/server.ru';
import { DomainError } from '../lib/domain-error';
import { readJson } from './http';

export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON body that must be an object (`{ price: … }`, `{ schedule: … }`); anything else is a 400. */
export async function readJsonObject(c: HonoContext): Promise<JsonObject> {
  const body = await readJson(c);
  if (!isObject(body)) throw new DomainError('bad-input', serverMessages.server.expectedJsonObject);
  return body;
}

/** The object under `key` of a legacy body (PUT /api/prices sends `{ price: {…} }`), named in the error. */
export function objectField(body: JsonObject, key: string): JsonObject {
  const value = body[key];
  if (!isObject(value)) throw new DomainError('bad-input', serverMessages.server.expectedObject(key));
  return value;
}

/** A query parameter, with an empty value read as absent (`?year=` means "no year"). */
export function queryValue(c: HonoContext, key: string): string | undefined {
  const value = c.req.query(key);
  return value === undefined || value.trim() === '' ? undefined : value;
}
