import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The product's original specification is not in the repository, so a comment or a test name that cites one of its
// sections sends a reader nowhere. Code cites what the repository holds: decision records, docs/ and other code.
const repoRoot = resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps/*/src', 'apps/*/test', 'apps/*/e2e', 'apps/*/scripts', 'apps/*/bench', 'packages/*/src', 'packages/*/test', 'packages/*/bench'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);

// A section number after the word, with or without a section sign; a value such as 'spec9-2026.11' is data, not a citation.
const CITATION = /\bspec(?:\s*§\s*|\s+)\d/i;

function citationLines(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (CITATION.test(line) ? [index + 1] : []));
}

function expand(pattern: string): string[] {
  const [top, , rest] = pattern.split('/') as [string, string, string];
  const parent = join(repoRoot, top);
  return readdirSync(parent)
    .map((name) => join(parent, name, rest))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return EXTENSIONS.test(entry.name) ? [path] : [];
  });
}

describe('code cites only what is in the repository', () => {
  it('when a comment or a test name cites a section of the original spec, then the scan finds its line', () => {
    const probe = [
      // Each probe is built from pieces so that this file does not cite a section itself.
      `// ${'spec'} 9: the pager`,
      `describe('Pager (${'spec'} 4)', () => {});`,
      `/** the ${'spec'}'s rule, then ${'Spec'}  2 again */`,
      `// ${'spec'} § 3`,
      `// ${'SPEC'}§5`,
    ].join('\n');
    expect(citationLines(probe)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when code mentions an OpenAPI spec, a specs folder, a .spec.ts file or a stored formula version, then the scan is quiet', () => {
    const probe = [
      '// The OpenAPI spec lists 12 routes.',
      "import { fixtures } from '../specs/fixtures';",
      '// e2e/home/home.spec.ts 2 journeys',
      "export const QUOTE_FORMULA_VERSION = 'spec9-2026.11';",
      'const spec = { _id: 1 };',
      "test('the home sections come in order', () => {});",
    ].join('\n');
    expect(citationLines(probe)).toEqual([]);
  });

  it('when the sources, tests, journeys, scripts and benchmarks are scanned, then none cites a section of the original spec', () => {
    const dirs = SCANNED.flatMap(expand);
    expect(dirs.map((dir) => relative(repoRoot, dir))).toEqual(expect.arrayContaining(['apps/api/src', 'apps/web/src', 'apps/web/e2e', 'packages/contracts/src']));
    const found = dirs
      .flatMap(filesUnder)
      .flatMap((file) => citationLines(readFileSync(file, 'utf8')).map((line) => `${relative(repoRoot, file)}:${line}`));
    expect(found).toEqual([]);
  });
});
