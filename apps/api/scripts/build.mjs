// Bundles the production entry (src/server.ts) to dist/ as ESM. Workspace packages ship TypeScript source, so they
// are bundled in; every node_modules package stays external and is loaded from apps/api/node_modules at run time.
// The dev entry, the seed script and the e2e entry run with tsx and are not bundled: they start dev and test
// databases, which production never carries (ADR 0010). The build fails if one sneaks in.
// Usage: node scripts/build.mjs [--outdir=<dir>]
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdirArg = process.argv.find((arg) => arg.startsWith('--outdir='));
const outdir = outdirArg ? resolve(outdirArg.slice('--outdir='.length)) : join(root, 'dist');

// Dev and test database engines: the embedded server, its query engine, mongodb-memory-server and raw bson.
const DEV_ONLY = /(^|\/)(embedded-mongo|mingo|mongodb-memory-server|bson)(\/|$)/;

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
  entryPoints: { server: 'src/server.ts' },
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

const bundled = Object.keys(result.metafile.inputs).filter((input) => DEV_ONLY.test(input));
const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path).filter((path) => DEV_ONLY.test(path)));
if (bundled.length > 0 || imported.length > 0) {
  await rm(outdir, { recursive: true, force: true });
  console.error(`[build] the production bundle must not carry a dev or test database engine: ${[...new Set([...bundled, ...imported])].join(', ')}`);
  process.exit(1);
}
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.warn(`[build] ${outputs.length} files, ${bytes} bytes of JavaScript written to ${outdir}`);
