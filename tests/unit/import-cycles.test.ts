/**
 * No two modules import each other, even for types only. ESLint's import-x/no-cycle (see
 * eslint.config.js) catches cycles of code as one edits; it skips `import type`, so this test
 * walks every relative import, type-only ones included, in the app, the publisher, the build
 * and the scripts. A cycle means two modules share something that belongs in a third, lower
 * one that both import (as src/blocks/live/MenuBrowser/actions.ts holds the menu's actions).
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importsOf, sourceFiles } from './imports';

const FOLDERS = ['src', 'publish', 'build', 'scripts'];

/** Each set of modules that reach one another (Tarjan's strongly connected components), of two or more. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('no modules of the app, publisher, build or scripts import each other, types included', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)))).toEqual([]);
  });
});
