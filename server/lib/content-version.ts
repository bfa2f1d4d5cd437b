/**
 * A number that changes whenever something a public page or a public list shows may have changed.
 * The response cache (server/render/page-cache.ts) keeps an answer only while the number it was made
 * under is still current, so one bump drops every cached page at once.
 *
 * Who bumps it: every admin mutation (a tRPC middleware on adminProcedure, server/trpc/init.ts; the
 * legacy /api routes call the same procedures), a VK sync run that wrote posts, and the demo seed.
 * It lives in this process's memory: the site runs as one process over one SQLite file, and a restart
 * starts with an empty cache.
 */
let version = 0;

export function contentVersion(): number {
  return version;
}

export function bumpContentVersion(): void {
  version += 1;
}
