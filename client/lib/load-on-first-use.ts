/**
 * A module fetched the first time it is asked for, then kept: code a page needs only once the visitor
 * starts using a form (the Zod schemas of the login and sign-up forms, ~25 kB gzip) stays out of the
 * scripts the page loads before it is idle. Call it on the form's first focus so the download runs
 * while the visitor types, and await it where the code is needed. A failed download is forgotten, so
 * the next call tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
