import { clearSession } from './session';

/** Where a 401 sends the admin; `reason` makes the login page say why. */
export const LOGIN_PATH = '/authorization-account';

type UnauthorizedListener = () => boolean;
const listeners = new Set<UnauthorizedListener>();

/**
 * The admin layout registers how to go to the login page inside the app (router navigation). A
 * listener returns true when it took the user there.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A 401 from any call clears token, refresh token and flag and sends the user to the login page. */
export function reportUnauthorized(): void {
  clearSession();
  for (const listener of listeners) if (listener()) return;
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(`${LOGIN_PATH}?reason=expired`);
}
