import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the server renders and while the browser hydrates that HTML; false in any render React
 * does purely on the client (a client-side navigation mounting the component, later updates).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
