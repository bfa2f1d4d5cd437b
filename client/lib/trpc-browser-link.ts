import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/routers/_app';
import { readToken } from './session';

/** Spec 6: the token travels in the Authorization header without a scheme prefix. */
function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: token } : {};
}

/** Browser calls go to /trpc, batched; FormData (uploads) cannot be batched and takes a plain httpLink. */
export function createBrowserLink(url = '/trpc'): TRPCLink<AppRouter> {
  return splitLink({
    condition: (op) => isNonJsonSerializable(op.input),
    true: httpLink({ url, headers: authHeaders }),
    false: httpBatchLink({ url, headers: authHeaders }),
  });
}
