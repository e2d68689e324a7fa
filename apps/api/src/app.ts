import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { mapTilesOrigin } from '@meridian/contracts';
import type { Config } from './config';
import { compose, type Composition } from './composition';
import { errorHandler, unknownRoute } from './lib/error-handler';
import { closeConnectionsWhileShuttingDown } from './lib/lifecycle';
import { createLogger, redactUrl } from './lib/logger';
import { requestId } from './lib/request-id';
import { staticWebRouter } from './lib/static-web';
import { healthRouter } from './modules/health/health.router';
import { eventsBodyParser } from './modules/shipments/shipments.router';

const JSON_BODY_LIMIT = '100kb';

export type AppOptions = { config: Config; logger?: Logger; composition?: Composition };

/**
 * Builds the whole app (no listen): middleware, the composition's routers under /api/v1, the web build, the one
 * error handler. The composition (composition.ts) is built here unless the caller built it (the server, tests).
 */
export function createApp({ config, logger = createLogger(config.logLevel), composition = compose({ config, logger }) }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestId);
  app.use(closeConnectionsWhileShuttingDown);
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String((res as unknown as { locals: { requestId: string } }).locals.requestId),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // Decision 0110: the delivery map's street tiles come from the tile server's origin (MapLibre fetches them, then
  // draws them as images); nothing else is allowed out.
  const tileOrigins = config.mapTiles ? [mapTilesOrigin(config.mapTiles.url)] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Decision 0102: the driver's barcode scanner compiles zxing-wasm's .wasm, served from our own build, where the
          // browser has no BarcodeDetector; compiling WebAssembly is all this allows, never eval.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...tileOrigins],
          // Decision 0110: MapLibre's worker is a file of our own build, started as a module worker; no blob: workers.
          workerSrc: ["'self'"],
          // The console shows a KYC document PDF in an iframe from a blob: URL (decision 0029).
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    cors({
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id', 'X-Device-Key'],
      exposedHeaders: ['X-Request-Id', 'Idempotent-Replayed', 'RateLimit', 'RateLimit-Policy', 'Retry-After'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // gzip for the web build and larger JSON answers; clients that do not ask for it get plain bodies.
  app.use(compression({ threshold: 1024 }));
  app.use(eventsBodyParser);
  app.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));

  const api = composition.apiRouter();
  api.use(unknownRoute);

  app.use(healthRouter());
  app.use('/api/v1', api);
  app.use('/api/docs', composition.docsRouter());
  const web = staticWebRouter(config.webDistDir);
  if (web) {
    const pages = composition.webPages();
    if (pages) app.use(pages);
    app.use(web);
  }
  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return app;
}
