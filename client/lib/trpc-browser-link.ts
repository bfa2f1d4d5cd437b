import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#server/routers/_app';
import { TRPC_BATCH } from '#shared/constants';
import { reportUnauthorized } from './auth-expiry';
import { freshToken, refreshSession } from './auth-refresh';
import { isUnauthorized } from './request-errors';
import { readRefreshToken } from './session';

/** The token travels in the Authorization header as is, without a 'Bearer' prefix; renewed first if about to expire. */
async function authHeaders(): Promise<Record<string, string>> {
  const token = await freshToken();
  return token ? { Authorization: token } : {};
}

/** Their 401 means wrong credentials or a spent refresh token, not an ended session. */
const SESSION_CALLS = new Set(['auth.login', 'auth.refresh', 'auth.logout']);

/**
 * A call answered 401 is retried once after a refresh; if that is not possible the session is cleared
 * and the user sent to the login page.
 */
const sessionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let subscription: { unsubscribe: () => void } | undefined;
      let retried = false;
      const attempt = () => {
        subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            // A family's 401 is its own login's (/cabinet), not the staff's session.
            if (!isUnauthorized(error) || SESSION_CALLS.has(op.path) || op.path.startsWith('family.'))
              return observer.error(error);
            if (!retried && readRefreshToken()) {
              retried = true;
              void refreshSession().then((token) => {
                if (token) return attempt();
                reportUnauthorized();
                observer.error(error);
              });
              return;
            }
            reportUnauthorized();
            observer.error(error);
          },
        });
      };
      attempt();
      return () => subscription?.unsubscribe();
    });

/**
 * A query input longer than this (as JSON) goes in a POST body, not the address: a page's draft sent
 * for its preview is tens of kilobytes once its Cyrillic is percent-encoded, and the server refuses
 * request heads over 16 KB (431). Six characters an encoded letter: 2,000 stays under 12 KB.
 */
export const LONG_QUERY_INPUT = 2000;

export function isLongQuery(op: { type: string; input: unknown }): boolean {
  return op.type === 'query' && JSON.stringify(op.input ?? null).length > LONG_QUERY_INPUT;
}

/** Browser calls go to /trpc, batched; FormData (uploads) cannot be batched and takes a plain httpLink. */
export function createBrowserLink(url = '/trpc'): TRPCLink<AppRouter> {
  const transport = splitLink<AppRouter>({
    condition: (op) => isNonJsonSerializable(op.input),
    true: httpLink({ url, headers: authHeaders }),
    false: splitLink<AppRouter>({
      condition: isLongQuery,
      true: httpLink({ url, headers: authHeaders, methodOverride: 'POST' }),
      // The server refuses bigger batches (TRPC_BATCH.serverMax); larger groups go as several requests.
      false: httpBatchLink({ url, headers: authHeaders, maxItems: TRPC_BATCH.clientMax }),
    }),
  });
  return (runtime) => {
    const session = sessionLink(runtime);
    const send = transport(runtime);
    return (context) => session({ ...context, next: (op) => send({ op, next: context.next }) });
  };
}
