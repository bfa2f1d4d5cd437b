import { type ReactNode, Suspense, startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Hydrates its children apart from the rest of the page, and renders them apart on a client-side
 * visit. For what is below a phone's first screen (docs/decisions/phone-speed.md).
 *
 * - Hydration: React leaves a server-rendered Suspense boundary for a later, low-priority pass (its
 *   own render slices and its own commit), so the first screen becomes interactive sooner, the long
 *   commit of the whole page is cut in pieces, and a tap inside a part not yet hydrated hydrates that
 *   part first. Nothing in it suspends.
 * - A client-side visit (a tap on a link): the router's new state reaches React through
 *   useSyncExternalStore, which React renders in one synchronous task, the whole page at once (the
 *   next page's render was one long task after every tap). Here the part is left out of that render
 *   and drawn right after it in a transition, which React renders in slices and commits on its own:
 *   the first screen of the new page is drawn first, what is below it a task or a few later.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  // The server snapshot (true) is what React reads on the server and while hydrating the server's
  // HTML; a component mounted by a client render reads false.
  const fromServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [shown, setShown] = useState(fromServer);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  // After hydrating, React finds the client snapshot (false) differing from the server's (true) and
  // renders this component again at once, synchronously. A new Suspense element then would be new
  // props for a boundary still waiting to hydrate, which makes React hydrate it there and then, in
  // that synchronous render: every part of the page in one task after the first commit (286 ms at 4x
  // on home), the opposite of the point. The same element (same props) lets React skip the boundary.
  return useMemo(() => <Suspense fallback={null}>{shown ? children : null}</Suspense>, [shown, children]);
}
