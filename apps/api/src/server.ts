import type { Server } from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { compose, connectAppDatabase, type Composition } from './composition';
import { loadConfigOrExit, type Config } from './config';
import { disconnectDatabase } from './lib/db';
import { createLogger } from './lib/logger';
import { beginShutdown, stopBackgroundJobs, withinDeadline } from './lib/lifecycle';
import { runPendingMigrations } from './migrations/run-migrations';
import type { NotificationHub } from './modules/notifications/notification-hub';
import { preloadPlaces } from './modules/places/places.service';
import type { Logger } from 'pino';

/** What an SSE client is told on shutdown: reconnect after this long (the load balancer picks another process). */
export const SHUTDOWN_SSE_RETRY_MS = 1000;

export type Running = { server: Server; config: Config; stop(): Promise<void> };

export type StartOptions = {
  config: Config;
  /** The database to serve; this module never starts one (ADR 0010: no dev or test engine in the production bundle). */
  mongodbUri: string;
  /** Runs on the connected database before the port opens (the dev seed pays its demo bookings through the composition). */
  beforeListen?: (composition: Composition) => Promise<void>;
  /** Runs after the database connection is closed, e.g. to stop a database the caller started. */
  afterStop?: () => Promise<void>;
};

/** Connects to the given database, listens, and shuts down gracefully on SIGTERM/SIGINT. */
export async function startServer({ config, mongodbUri, beforeListen, afterStop }: StartOptions): Promise<Running> {
  const logger = createLogger(config.logLevel);
  await connectAppDatabase(mongodbUri);
  // One-off data migrations run once per database and are recorded (src/migrations); a crash mid-way reruns them.
  for (const { id, changed } of await runPendingMigrations()) logger.info({ migration: id, changed }, 'migration finished');
  const composition = compose({ config, logger });
  await beforeListen?.(composition);
  // Decision 0097: decoding the place data blocks for a second or two, better before the port opens than in a request.
  if (config.places.preload) logger.info(await preloadPlaces(), 'place data loaded');

  const app = createApp({ config, logger, composition });
  composition.startJobs();
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.warn(`[api] listening on http://localhost:${port} (${config.env})`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= shutDown({ server, config, logger, hub: composition.hub }).then(async () => {
      await disconnectDatabase();
      await afterStop?.();
    }));

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

/**
 * Decision 0033: not-ready at once, a drain period for the load balancer to notice, then stop accepting, end the
 * notification streams with a retry hint, let in-flight requests and registered background jobs finish; whatever is
 * still open when SHUTDOWN_GRACE_MS runs out is cut. The caller closes the database afterwards.
 */
async function shutDown({ server, config, logger, hub }: { server: Server; config: Config; logger: Logger; hub: NotificationHub }): Promise<void> {
  const deadline = Date.now() + config.shutdown.graceMs;
  beginShutdown();
  if (config.shutdown.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));

  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  hub.closeAll({ retryMs: SHUTDOWN_SSE_RETRY_MS });
  // Keep-alive sockets between requests would hold close() open; sockets mid-request are closed after their answer.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  idleSweep.unref();
  const jobs = stopBackgroundJobs((error) => logger.error({ err: error }, 'a background job failed to stop'));

  const finished = await withinDeadline(Promise.all([closed, jobs]), deadline - Date.now());
  clearInterval(idleSweep);
  if (!finished) {
    logger.warn({ graceMs: config.shutdown.graceMs }, 'shutdown grace period ran out; cutting the remaining connections');
    server.closeAllConnections();
  }
}

export const MONGODB_URI_REQUIRED =
  'Invalid configuration: MONGODB_URI is required (`pnpm dev` and `pnpm --filter @meridian/api start:e2e` start a local database for you)';

// `node dist/server.js`: the production entry serves the database MONGODB_URI names, and nothing else.
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const config = loadConfigOrExit();
  if (!config.mongodbUri) {
    console.error(MONGODB_URI_REQUIRED);
    process.exit(1);
  }
  startServer({ config, mongodbUri: config.mongodbUri }).catch((error: unknown) => {
    console.error(`[api] failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
