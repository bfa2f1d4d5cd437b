/**
 * No import cycles on the server (docs/decisions/server-layout.md). In a cycle, whichever module
 * Node happens to load first sees the other half-initialised: a `const` read before it is set
 * throws, and which one depends on the entry point (server, CLI, test). Counted: the imports that
 * run, i.e. static imports and re-exports. Not counted: `import type` (erased by the compiler) and
 * `import()` (loaded when called, after both modules are complete). shared/ is walked too, since
 * the server runs it.
 */
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, resolveFile, sourceFiles } from './import-graph';

function runtimeGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const targets = importsOf(file)
      .filter((edge) => !edge.typeOnly && !edge.dynamic)
      .map((edge) => resolveFile(edge.to))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

describe('import cycles', () => {
  it('reports a cycle as the path that closes it, once per tangle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['g']],
      ['g', ['f', 'h']],
      ['h', ['f']],
    ]);
    expect(findCycles(graph).sort()).toEqual(['a → b → c → a', 'e → e', 'f → g → f']);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('the server and shared code import each other in no cycle', () => {
    const graph = runtimeGraph(['server', 'shared']);
    expect(graph.size).toBeGreaterThan(150);
    // Every import resolves to a file: an alias or extension the resolver missed would hide cycles.
    const unresolved = ['server', 'shared']
      .flatMap(sourceFiles)
      .flatMap(importsOf)
      .filter((edge) => resolveFile(edge.to) === null)
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect(unresolved).toEqual([]);
    expect(findCycles(graph)).toEqual([]);
  });
});
