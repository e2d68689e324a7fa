// Bundles the API entry points to dist/ as ESM. Workspace packages ship TypeScript source, so they are
// bundled in; every node_modules package stays external and is loaded from apps/api/node_modules at run time.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');

const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@meridian/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', seed: 'src/seed/run-seed.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalNodeModules],
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.warn(`[build] ${outputs.length} files written to dist/ (${outputs.map((f) => f.replace(/^dist\//, '')).join(', ')})`);
