import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

describe('the production build', () => {
  it('when the API is bundled, then no dev or test database engine is in it or imported by it (decision 0010)', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'meridian-api-build-'));
    try {
      const build = spawn(process.execPath, ['scripts/build.mjs', `--outdir=${outdir}`], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      build.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
      expect(code, output).toBe(0);
      const files = javascriptFiles(outdir);
      expect(files.map((file) => file.slice(outdir.length + 1))).toContain('server.js');
      const bundle = files.map((file) => readFileSync(file, 'utf8')).join('\n');
      expect(bundle).toContain('from "mongoose"');
      for (const devOnly of ['embedded-mongo', 'EmbeddedMongo', 'resolveMongo', 'mingo', 'mongodb-memory-server', 'from "bson"']) {
        expect(bundle, devOnly).not.toContain(devOnly);
      }
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
