import type { Server } from 'node:http';
import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import { createApp } from './app';
import { loadConfigOrExit, type Config } from './config';
import { connectDatabase, disconnectDatabase } from './lib/db';
import { createLogger } from './lib/logger';

export type Running = { server: Server; config: Config; stop(): Promise<void> };

/**
 * Resolves the database (MONGODB_URI, else for NODE_ENV=test a fresh in-memory one, else the dev store),
 * connects, listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
export async function startServer(options: { purpose?: 'dev' | 'test'; beforeListen?: () => Promise<void> } = {}): Promise<Running> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const purpose = options.purpose ?? (config.env === 'test' ? 'test' : 'dev');
  const mongo: ResolvedMongo = await resolveMongo({ purpose, log: (line) => console.warn(line) });
  await connectDatabase(mongo.uri);
  await options.beforeListen?.();

  const app = createApp({ config, logger });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.warn(`[api] listening on http://localhost:${port} (${config.env})`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await disconnectDatabase();
      await mongo.stop();
    })());

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.warn(`[api] ${signal} received, shutting down`);
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[api] shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
  return { server, config, stop };
}

const isEntry = import.meta.url === `file://${process.argv[1]}` || /server\.(js|ts)$/.test(process.argv[1] ?? '');
if (isEntry) {
  startServer().catch((error: unknown) => {
    console.error(`[api] failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
