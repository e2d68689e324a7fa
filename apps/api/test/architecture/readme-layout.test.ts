import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's layout names every API module and web feature: a newcomer reads the house from it, so a folder added
// or removed without the README fails here. The README stays short enough to read in five minutes.
const root = resolve(import.meta.dirname, '../../../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

const folders = (path: string) =>
  readdirSync(resolve(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The comma-separated names the layout lists under `heading`, up to the next line that names a path. */
function listedUnder(heading: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith(heading));
  expect(start, `the README's layout has a line for ${heading}`).toBeGreaterThanOrEqual(0);
  const listed: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s{20,}\S/.test(line)) break;
    listed.push(...line.split(',').map((name) => name.trim()).filter(Boolean));
  }
  return listed.sort();
}

describe('README', () => {
  it('when the API modules and web features are listed in its layout, then they are exactly the folders in the tree', () => {
    expect(listedUnder('src/modules/')).toEqual(folders('apps/api/src/modules'));
    expect(listedUnder('src/features/')).toEqual(folders('apps/web/src/features'));
  });

  it('when read whole, then it is under 15,000 characters', () => {
    expect(readme.length).toBeLessThan(15_000);
  });
});
