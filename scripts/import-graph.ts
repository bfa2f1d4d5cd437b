/**
 * The project's import graph, read from the import statements themselves (no TypeScript compiler
 * API: TypeScript 7 has none for Node, and the statements are regular enough). Used by the boundary
 * test and the import-cycle test beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const aliases: Record<string, string> = { '#shared/': 'shared/', '#client/': 'client/', '#server/': 'server/' };

export interface ImportEdge {
  from: string;
  /** The project path the specifier names, without an extension when it was written without one. */
  to: string;
  /** `import type …` / `export type …`: erased by the compiler, so no edge at run time. */
  typeOnly: boolean;
  /** `import('…')`: loaded when called, not while the importing module is evaluated. */
  dynamic: boolean;
}

/** The source files under `dir` (relative to the project), tests and generated files left out. */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** Static imports, re-exports, bare `import '…'` and dynamic imports of project files (packages are not edges). */
export function importsOf(file: string): ImportEdge[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (!specifier) continue;
    let target: string | null = null;
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (alias) target = aliases[alias] + specifier.slice(alias.length);
    else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    if (target) edges.push({ from: file, to: target, typeOnly: Boolean(match[2]), dynamic: Boolean(match[4]) });
  }
  return edges;
}

/** The file an import names: as written, or with the extension or index file the resolver adds. */
export function resolveFile(target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/**
 * Every cycle of the graph as a path (`a → b → a`), one per strongly connected component (Tarjan's
 * algorithm), so a tangle of many files is reported once, with one loop through it to start from.
 */
export function findCycles(graph: Map<string, string[]>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] as string;
    // Breadth-first from the start back to itself inside the component: the shortest loop.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift() as string;
      const nexts = (graph.get(node) ?? []).filter((next) => members.has(next));
      if (nexts.includes(start)) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(previous.get(loop[0] as string) as string);
        return [...loop, start].join(' → ');
      }
      for (const next of nexts) {
        if (!previous.has(next) && next !== start) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [...component, start].join(' → ');
  });
}
