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
            if (!isUnauthorized(error) || SESSION_CALLS.has(op.path)) return observer.error(error);
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

/** Browser calls go to /trpc, batched; FormData (uploads) cannot be batched and takes a plain httpLink. */
export function createBrowserLink(url = '/trpc'): TRPCLink<AppRouter> {
  const transport = splitLink<AppRouter>({
    condition: (op) => isNonJsonSerializable(op.input),
    true: httpLink({ url, headers: authHeaders }),
    // The server refuses bigger batches (TRPC_BATCH.serverMax); larger groups go as several requests.
    false: httpBatchLink({ url, headers: authHeaders, maxItems: TRPC_BATCH.clientMax }),
  });
  return (runtime) => {
    const session = sessionLink(runtime);
    const send = transport(runtime);
    return (context) => session({ ...context, next: (op) => send({ op, next: context.next }) });
  };
}
