/**
 * The dependency rules of the tree (CONTRIBUTING.md), checked on every `npm test`:
 * - the browser bundle never imports server code (a type-only import of the tRPC router's type is
 *   how the client learns the API's shape, and it is erased at build time);
 * - shared/ imports neither client/ nor server/: both sides must be able to load it;
 * - a feature never imports another feature: what two features need lives in components/ or lib/;
 * - public code never imports admin code statically, so that no public page can pull the admin area
 *   into its scripts (admin code: client/features/admin-*, client/components/admin, routes under
 *   _admin). A dynamic import is fetched only when used: the header's logout confirmation, which only
 *   a logged-in admin sees, loads the admin dialog that way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const aliases: Record<string, string> = { '#shared/': 'shared/', '#client/': 'client/', '#server/': 'server/' };

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** Static imports, re-exports and dynamic imports of project files (packages are not edges). */
function importsOf(file: string): ImportEdge[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    let target: string | null = null;
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (alias) target = aliases[alias] + specifier.slice(alias.length);
    else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    if (target) edges.push({ from: file, to: target, typeOnly: Boolean(match[2]), dynamic: Boolean(match[4]) });
  }
  return edges;
}

const featureOf = (file: string) => /^client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isAdmin = (file: string) =>
  /^client\/features\/admin-/.test(file) || file.startsWith('client/components/admin/') || /^client\/routes\/_admin/.test(file);

const clientEdges = sourceFiles('client').flatMap(importsOf);
const sharedEdges = sourceFiles('shared').flatMap(importsOf);
const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.to}`;

describe('import boundaries', () => {
  it('finds the imports it checks', () => {
    expect(clientEdges.length).toBeGreaterThan(200);
    expect(sharedEdges.length).toBeGreaterThan(10);
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
});
