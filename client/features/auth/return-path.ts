/**
 * The login page's search params, checked by hand rather than with zod: route configs sit in the
 * entry bundle every public page loads, and zod would add ~24 kB gzip there.
 */
export interface LoginSearch {
  /** Why the user landed here: the admin guard ('required') or a 401 ('expired'). */
  reason?: 'required' | 'expired';
  /** Where to go after login: an admin page of this site, nothing else. */
  redirect?: string;
}

const ADMIN_PATH_RE = /^\/(?:admin|schedule-editor|edit-ad)[\w\-/?=&%.]*$/;

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const reason = search.reason === 'required' || search.reason === 'expired' ? search.reason : undefined;
  const redirect = typeof search.redirect === 'string' && ADMIN_PATH_RE.test(search.redirect) ? search.redirect : undefined;
  // Both keys are returned, undefined when invalid: the router keeps raw values of keys left out.
  return { reason, redirect };
}
