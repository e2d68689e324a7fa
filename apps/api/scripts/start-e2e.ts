// `pnpm --filter @meridian/api start:e2e`: the server the browser journeys run against. It resolves a fresh test
// database (resolveMongo, purpose 'test': a new database on MONGODB_URI's server, else a local mongod, else the
// embedded engine in memory) and runs the production entry against it, so the journeys test the build as shipped.
// Test tooling run with tsx, never bundled (ADR 0010).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo } from '@meridian/embedded-mongo';
import { connectAppDatabase } from '../src/composition';
import { disconnectDatabase } from '../src/lib/db';
import { seedDemoData } from '../src/seed/seed';
import { seedStaff } from '../src/seed/staff';
import { startE2eMailbox } from './e2e-mailbox';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The built entry by default; the API's own test passes src/server.ts so it needs no build.
const entry = resolve(root, process.argv[2] ?? 'dist/server.js');
if (!existsSync(entry)) {
  console.error(`[e2e] ${entry} does not exist: run \`pnpm build\` first`);
  process.exit(1);
}

const mongo = await resolveMongo({ purpose: 'test', log: (line) => console.warn(line) });
// The journeys sign in as the seeded operator and drivers (decision 0017); bcrypt cost 4 keeps start-up quick.
await connectAppDatabase(mongo.uri);
await seedStaff(4);
// The tracking screen's sample numbers DL-1001..3 are the demo customer's shipments.
await seedDemoData(4);
await disconnectDatabase();
// The server mails a real SMTP catcher in this process (decision 0027); journeys read it (apps/web/e2e/support/mailbox.ts).
const mailbox = await startE2eMailbox(Number(process.env.PORT ?? 4000));
const server = spawn(process.execPath, [...process.execArgv, entry], {
  env: { ...process.env, MONGODB_URI: mongo.uri, SMTP_URL: process.env.SMTP_URL ?? mailbox.smtpUrl },
  stdio: 'inherit',
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  void Promise.allSettled([mongo.stop(), mailbox.stop()]).finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
