import { type ReactNode, Suspense } from 'react';

/**
 * Hydrates its children apart from the rest of the page. React leaves a server-rendered Suspense
 * boundary for a later, low-priority pass (its own render slices and its own commit), so the first
 * screen becomes interactive sooner, the long commit of the whole page is cut in pieces, and a tap
 * inside a part not yet hydrated hydrates that part first. For what is below the first screen;
 * nothing in it suspends, so on a client-side visit it renders as if it were not there
 * (docs/decisions/phone-speed.md).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
