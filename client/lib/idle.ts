/**
 * Runs `task` once the browser is idle (requestIdleCallback, at most `timeoutMs` later; a plain
 * timeout where there is none, as in Safari). Work that no visitor waits for — storage reads for the
 * header's login link, field metrics — goes here so it does not lengthen hydration's tasks.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
