import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// Decision 0095: every workspace lints for import circles through the shared config (packages/eslint-config). The
// probes run the API's own eslint.config.js on files written to disk, since the rule follows imports by reading files.
const apiRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(apiRoot, '../..');
const RULE = 'import-x/no-cycle';
const probeDir = mkdtempSync(join(apiRoot, 'test/architecture/cycle-probe-'));
const eslint = new ESLint({ cwd: apiRoot });

afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<Record<string, string[]>> {
  for (const [name, code] of Object.entries(files)) writeFileSync(join(probeDir, name), code);
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(probeDir, name)));
  return Object.fromEntries(
    results.map((result) => [relative(probeDir, result.filePath), result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)]),
  );
}

describe('import circles (decision 0095)', () => {
  it('when two files import values from each other, then lint reports the circle on both', async () => {
    const errors = await cycleErrors({
      'pair-a.ts': "import { b } from './pair-b';\nexport const a = () => b;\n",
      'pair-b.ts': "import { a } from './pair-a';\nexport const b = () => a;\n",
    });
    expect(errors).toEqual({ 'pair-a.ts': [expect.stringContaining('cycle')], 'pair-b.ts': [expect.stringContaining('cycle')] });
  });

  it('when the circle runs through a third file and a re-export, then lint reports it', async () => {
    const errors = await cycleErrors({
      'ring-a.ts': "import { c } from './ring-c';\nexport const a = () => c;\n",
      'ring-b.ts': "export { a } from './ring-a';\n",
      'ring-c.ts': "import { a } from './ring-b';\nexport const c = () => a;\n",
    });
    expect(errors['ring-a.ts']).toEqual([expect.stringContaining('cycle')]);
  });

  it('when imports run one way, or back only for a type, then lint is quiet', async () => {
    const errors = await cycleErrors({
      'line-a.ts': "import { b } from './line-b';\nexport const a = () => b;\nexport type A = { a: 1 };\n",
      'line-b.ts': "import type { A } from './line-a';\nexport const b: A | null = null;\n",
    });
    expect(errors).toEqual({ 'line-a.ts': [], 'line-b.ts': [] });
  });

  it('when any workspace lints a TypeScript file, then the rule is on and reads TypeScript', async () => {
    const workspaces = {
      'apps/api': 'src/app.ts',
      'apps/web': 'src/main.tsx',
      'packages/brand': 'src/index.ts',
      'packages/contracts': 'src/index.ts',
      'packages/embedded-mongo': 'src/index.ts',
    };
    for (const [workspace, file] of Object.entries(workspaces)) {
      const cwd = join(repoRoot, workspace);
      const config = await new ESLint({ cwd }).calculateConfigForFile(join(cwd, file));
      expect([workspace, config.rules[RULE]?.[0]]).toEqual([workspace, 2]);
      expect(config.settings['import-x/extensions']).toEqual(expect.arrayContaining(['.ts', '.tsx']));
    }
  });
});
