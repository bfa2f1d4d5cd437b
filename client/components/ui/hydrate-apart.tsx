import {
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { partsHeld, whenPartsReleased } from '#client/lib/parts-held';

const subscribeToNothing = () => () => {};

/**
 * Hydrates its children apart from the rest of the page, and renders them apart on a client-side
 * visit. For what is below a phone's first screen (docs/decisions/phone-speed.md).
 *
 * - Hydration: React leaves a server-rendered Suspense boundary for a later, low-priority pass (its
 *   own render slices and its own commit), so the first screen becomes interactive sooner, the long
 *   commit of the whole page is cut in pieces, and a tap inside a part not yet hydrated hydrates that
 *   part first.
 * - A client-side visit (a tap on a link): the router's new state reaches React through
 *   useSyncExternalStore, which React renders in one synchronous task, the whole page at once (the
 *   next page's render was one long task after every tap). Here the part is left out of that render
 *   and drawn right after it in a transition, which React renders in slices and commits on its own:
 *   the first screen of the new page is drawn first, what is below it a task or a few later.
 * - On a page loaded from the server, the part is not hydrated at all until the visitor first
 *   scrolls, touches, points, types or focuses (lib/parts-held.ts): until then it is the server's
 *   HTML, shown and readable, its links plain links. `waitForVisitor={false}` is for a part whose
 *   props change with the state of what is above it (a table under its filters) or that must answer
 *   the first tap at once (the menu): an update reaching a held part would make React hydrate it
 *   inside that tap, or draw it again from scratch.
 */
export function HydrateApart({ children, waitForVisitor = true }: { children: ReactNode; waitForVisitor?: boolean }) {
  const fromServer = useFromServer();
  const [shown, setShown] = useState(fromServer);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  // Until its part is hydrated the boundary keeps the children it was first rendered with, whatever
  // the page around it renders meanwhile: new props for a boundary not yet hydrated make React hydrate
  // it there and then, in the render that brought them, or, if the part is held, throw the server's
  // HTML away and draw it again from scratch. Once hydrated, it follows its children as usual.
  const [hydrated, setHydrated] = useState(!fromServer);
  const [firstChildren] = useState(children);
  // Only a part hydrated from the server's HTML is ever held; one drawn by a client render never is.
  const [hold] = useState(fromServer && waitForVisitor);
  const current = hydrated ? children : firstChildren;
  const markHydrated = useCallback(() => setHydrated(true), []);
  // After hydrating, React finds the client snapshot (false) differing from the server's (true) and
  // renders this component again at once, synchronously. A new Suspense element then would be new
  // props for a boundary still waiting to hydrate, which makes React hydrate it there and then, in
  // that synchronous render: every part of the page in one task after the first commit (286 ms at 4x
  // on home), the opposite of the point. The same element (same props) lets React skip the boundary.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        {shown ? (
          <Part hold={hold} onHydrated={markHydrated}>
            {current}
          </Part>
        ) : null}
      </Suspense>
    ),
    [shown, current, hold, markHydrated],
  );
}

/** The part itself: tells HydrateApart once it is hydrated (or drawn), from then on it follows its children. */
function Part({ children, hold, onHydrated }: { children: ReactNode; hold: boolean; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return hold ? <Held>{children}</Held> : children;
}

/**
 * While the parts are held (a page just loaded, the visitor not yet active), suspends its boundary's
 * hydration: React keeps the server's HTML in place and hydrates it once the promise settles, or at
 * once if an input inside it needs it first. No hook here: a hook called after `use` in a render that
 * suspended and was replayed made React fail with "Update hook called on initial render" (#467),
 * 2 of 259 e2e tests on the phone.
 */
function Held({ children }: { children: ReactNode }) {
  if (!import.meta.env.SSR && partsHeld()) use(whenPartsReleased());
  return children;
}

/**
 * True on the server and while hydrating the server's HTML (React reads the server snapshot then);
 * false in a component mounted by a client render.
 */
function useFromServer(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
