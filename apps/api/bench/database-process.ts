// The database a benchmark measures against: MONGODB_URI's server (a fresh database, dropped afterwards), else the
// embedded engine in a process of its own, as a deployment has its database. In the benchmark's own process the
// engine would share the load generator's event loop: its inserts and garbage collection would delay requests being
// sent and replies being timed, a wait no client of a real deployment sees.
import { resolveMongo, startServerProcess } from '@meridian/embedded-mongo';

export type BenchDatabase = { uri: string; engine: 'uri' | 'embedded'; stop(): Promise<void> };

export async function startDatabase(dbName: string): Promise<BenchDatabase> {
  if (process.env.MONGODB_URI) {
    const mongo = await resolveMongo({ purpose: 'test', dbName, log: () => undefined });
    return { uri: mongo.uri, engine: 'uri', stop: () => mongo.stop() };
  }
  const server = await startServerProcess();
  return { uri: `${server.uri}/${dbName}`, engine: 'embedded', stop: () => server.stop() };
}
