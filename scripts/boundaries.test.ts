/**
 * The dependency rules of the tree (CONTRIBUTING.md), checked on every `npm test`:
 * - the browser bundle never imports server code (a type-only import of the tRPC router's type is
 *   how the client learns the API's shape, and it is erased at build time);
 * - shared/ imports neither client/ nor server/: both sides must be able to load it;
 * - a feature never imports another feature: what two features need lives in components/ or lib/;
 * - public code never imports admin code statically, so that no public page can pull the admin area
 *   into its scripts (admin code: client/features/admin-*, client/components/admin, routes under
 *   _admin). A dynamic import is fetched only when used: the header's logout confirmation, which only
 *   a logged-in admin sees, loads the admin dialog that way;
 * - the server imports client code only to render pages: the render entry and the page's inline start
 *   script. A fact both need (the privacy policy's edition date) lives in shared/;
 * - the domain (server/lib) depends on no transport and no operation, and operations (backup,
 *   restore, migrations, run by the command-line tools without the web server) on no transport
 *   (docs/decisions/server-layout.md).
 * Import cycles have their own test beside this one (import-cycles.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importsOf, sourceFiles } from './import-graph';

const featureOf = (file: string) => /^client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isAdmin = (file: string) =>
  /^client\/features\/admin-/.test(file) || file.startsWith('client/components/admin/') || /^client\/routes\/_admin/.test(file);

const clientEdges = sourceFiles('client').flatMap(importsOf);
const sharedEdges = sourceFiles('shared').flatMap(importsOf);
const serverEdges = sourceFiles('server').flatMap(importsOf);

/** The server files that render pages with the client's code. */
const SERVER_RENDER_OF_CLIENT = ['server/render/entry-server.tsx', 'server/render/route-assets.ts'];
const TRANSPORT = ['server/http/', 'server/trpc/', 'server/routers/', 'server/rest/', 'server/render/', 'server/cli/'];
const isEntry = (target: string) => /^server\/(app|index)(\.ts)?$/.test(target);
const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.to}`;

describe('import boundaries', () => {
  it('finds the imports it checks', () => {
    expect(clientEdges.length).toBeGreaterThan(200);
    expect(sharedEdges.length).toBeGreaterThan(10);
    expect(serverEdges.length).toBeGreaterThan(300);
  });

  it('the client imports server code only as types', () => {
    const offending = clientEdges.filter((edge) => edge.to.startsWith('server/') && !edge.typeOnly);
    expect(offending.map(describeEdge)).toEqual([]);
  });

  it('shared code imports neither the client nor the server', () => {
    const offending = sharedEdges.filter((edge) => edge.to.startsWith('client/') || edge.to.startsWith('server/'));
    expect(offending.map(describeEdge)).toEqual([]);
  });

  it('features never import each other', () => {
    const offending = clientEdges.filter((edge) => {
      const from = featureOf(edge.from);
      const to = featureOf(edge.to);
      return from !== null && to !== null && from !== to;
    });
    expect(offending.map(describeEdge)).toEqual([]);
  });

  it('public code never imports admin code statically', () => {
    const offending = clientEdges.filter((edge) => !isAdmin(edge.from) && isAdmin(edge.to) && !edge.dynamic);
    expect(offending.map(describeEdge)).toEqual([]);
  });

  it('the server imports client code only to render pages', () => {
    const offending = serverEdges.filter(
      (edge) => edge.to.startsWith('client/') && !SERVER_RENDER_OF_CLIENT.includes(edge.from) && !edge.typeOnly,
    );
    expect(offending.map(describeEdge)).toEqual([]);
  });

  it('the domain imports no transport and no operation; operations import no transport', () => {
    const offending = serverEdges.filter((edge) => {
      const forbidden = edge.from.startsWith('server/lib/')
        ? [...TRANSPORT, 'server/operations/']
        : edge.from.startsWith('server/operations/')
          ? TRANSPORT
          : null;
      return forbidden !== null && (forbidden.some((folder) => edge.to.startsWith(folder)) || isEntry(edge.to));
    });
    expect(offending.map(describeEdge)).toEqual([]);
  });
});
