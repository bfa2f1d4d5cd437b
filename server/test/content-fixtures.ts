import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Hono } from 'hono';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { PageDataOf } from '#shared/pages/registry';
import type { PageKey } from '#shared/schemas/pages/keys';
import type { AppDeps } from '../deps';
import { DomainError } from '../lib/domain-error';
import { appRouter } from '../routers/_app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';

const createCaller = createCallerFactory(appRouter);

/** A caller sending this Authorization header (null: none), like a request would. */
export function callerAs(deps: AppDeps, authorization: string | null = null) {
  return createCaller(createContext(deps, { authorization }));
}

/** A page's published data through the public query `pages.published`, typed by its key. */
export async function publishedThrough<K extends PageKey>(caller: ReturnType<typeof callerAs>, key: K): Promise<PageDataOf<K>> {
  return (await caller.pages.published({ key })).data as PageDataOf<K>;
}

/** A well-formed admin JWT signed with a key the server does not know. */
export function forgedToken(): Promise<string> {
  return new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(randomBytes(32));
}

/** The TRPCError a call rejects with (fails the test if it resolves or throws something else). */
export async function trpcError(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** The DomainError a server/lib call rejects with (fails the test if it resolves or throws something else). */
export async function domainError(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(DomainError);
  return error as DomainError;
}

type Format = 'jpeg' | 'png' | 'gif';

/** A real picture encoded by sharp. */
export async function imageFile(format: Format, name = `photo.${format === 'jpeg' ? 'jpg' : format}`): Promise<File> {
  const data = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: `image/${format}` });
}

/** A valid PNG of random pixels, just over the 5 MB upload limit (yet under the 6 MB body limit). */
export async function oversizedPng(): Promise<File> {
  const width = 1400;
  const height = 1300;
  const data = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new File([new Uint8Array(data)], 'big.png', { type: 'image/png' });
}

/** Text pretending to be a PNG by its name and declared type. */
export function fakePng(): File {
  return new File(['this is not an image'], 'photo.png', { type: 'image/png' });
}

export function formData(fields: Record<string, string>, image?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set('image', image);
  return form;
}

/** A JSON call to the app; `body` is sent as given when it is a string (malformed JSON tests). */
export function jsonRequest(app: Hono, method: string, path: string, body?: unknown, token?: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  return Promise.resolve(
    app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
}

/** The `{ message }` of an error answer, checking its status. */
export async function errorAnswer(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  return body.message as string;
}
