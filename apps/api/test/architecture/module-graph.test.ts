import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The API's module graph read from its sources, as a newcomer would draw it: one node per module folder, `lib`, and
// each app-level file; an arrow per value import (type-only imports are erased at run time and do not count).
const src = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function unitOf(file: string): string {
  const [top, second] = relative(src, file).split('/');
  if (top === 'modules') return `modules/${second}`;
  return top === 'lib' ? 'lib' : top!.replace(/\.ts$/, '');
}

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function valueImports(file: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (typeOnly || !spec?.startsWith('.')) continue;
    const names = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
    if (names && names.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))) continue;
    found.push(resolve(dirname(file), spec.endsWith('.ts') ? spec : `${spec}.ts`));
  }
  return found;
}

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const from = unitOf(file);
    for (const target of valueImports(file)) {
      const to = unitOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Strongly connected components with more than one member (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

describe('the API module graph (docs/architecture.md)', () => {
  const graph = moduleGraph();

  it('when the modules are read as a graph, then no import cycle runs through them', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('when lib is read, then it imports no module and nothing wired above it', () => {
    expect([...(graph.get('lib') ?? [])]).toEqual([]);
  });

  it('when the modules are read, then none imports the docs module or the app level', () => {
    const upward = [...graph].flatMap(([from, to]) =>
      from.startsWith('modules/') ? [...to].filter((t) => t === 'modules/docs' || ['app', 'composition', 'server'].includes(t)).map((t) => `${from} -> ${t}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('when a cycle is planted, then the reader finds it (the check can fail)', () => {
    const planted = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/a'])],
    ]);
    expect(cycles(planted)).toEqual([['modules/a', 'modules/b']]);
  });
});
