import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from '#client/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts the toast area once something asks for a toast (see lib/toast.ts). */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
