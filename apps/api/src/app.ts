import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createRequireAuth } from './lib/auth';
import { onDomainEvent } from './lib/domain-events';
import { errorHandler, unknownRoute } from './lib/error-handler';
import { closeConnectionsWhileShuttingDown } from './lib/lifecycle';
import { createLogger } from './lib/logger';
import { requestId } from './lib/request-id';
import { staticWebRouter } from './lib/static-web';
import { adminRouter } from './modules/admin/admin.router';
import { authRouter } from './modules/auth/auth.router';
import { bookingsRouter } from './modules/bookings/bookings.router';
import { deviceKeysRouter } from './modules/cold-chain/device-keys.router';
import { readingsRouter } from './modules/cold-chain/readings.router';
import { recordDriverReading, temperatureChartFor } from './modules/cold-chain/readings.service';
import { telemetryRouter } from './modules/cold-chain/telemetry.router';
import { companyProfileRouter } from './modules/company-profile/company-profile.router';
import { contactRouter } from './modules/contact/contact.router';
import { docsRouter, openApiRouter } from './modules/docs/docs.router';
import { driverRouter } from './modules/driver/driver.router';
import { healthRouter } from './modules/health/health.router';
import { newsletterRouter } from './modules/newsletter/newsletter.router';
import { eventsBodyParser, shipmentsRouter } from './modules/shipments/shipments.router';
import { registerEventHandler } from './modules/shipments/shipments.service';
import { opsMailRouter } from './modules/mail/mail.router';
import { kycRouter } from './modules/kyc/kyc.router';
import { opsRouter } from './modules/ops/ops.router';
import { trackingRouter } from './modules/tracking/tracking.router';
import { reportsRouter } from './modules/reports/reports.router';
import { ratingsRouter } from './modules/ratings/ratings.router';
import { setTemperatureSummaryProvider } from './modules/tracking/tracking.service';
import { notificationHub } from './modules/notifications/notification-hub';
import { notificationsRouter } from './modules/notifications/notifications.router';
import { notifyForEvent } from './modules/notifications/notifications.service';
import { subscribeTrackingMail } from './modules/tracking-subscriptions/tracking-mail.setup';
import { findUserById } from './modules/users/users.repository';
import { usersRouter } from './modules/users/users.router';
import { mountMoney } from './modules/payments/mount-money';

export const JSON_BODY_LIMIT = '100kb';

export type AppOptions = { config: Config; logger?: Logger };

/** Builds the whole app (no listen): middleware, routers under /api/v1, the web build, the one error handler. */
export function createApp({ config, logger = createLogger(config.logLevel) }: AppOptions): Express {
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
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The console shows a KYC document PDF in an iframe from a blob: URL (issue 15).
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

  const requireAuth = createRequireAuth(config.jwtSecret, findUserById);
  const publicRate = { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.publicPerIp };

  // A driver's or operator's reading (POST /bookings/{id}/events, type reading) lands in the cold-chain log.
  registerEventHandler('reading', recordDriverReading);
  // The public tracking answer carries the perishable shipment's chart summary (never the exact readings table).
  setTemperatureSummaryProvider(async ({ bookingId }) => (await temperatureChartFor(bookingId)) ?? undefined);
  onDomainEvent('notifications', async (event) => void (await notifyForEvent(event)));
  const trackingMail = subscribeTrackingMail(config, logger);

  const api = express.Router();
  api.use('/auth', authRouter({ config, requireAuth }));
  api.use('/user', usersRouter(requireAuth));
  api.use('/bookings', shipmentsRouter(requireAuth));
  mountMoney(api, { config, requireAuth, rate: publicRate });
  // Before the bookings router, whose router-wide auth would otherwise run a second time for /bookings/{id}/readings.
  api.use('/bookings', readingsRouter(requireAuth));
  api.use('/bookings', ratingsRouter(requireAuth));
  api.use('/bookings', bookingsRouter(requireAuth));
  api.use('/reports', reportsRouter(requireAuth));
  api.use('/ops/device-keys', deviceKeysRouter(requireAuth));
  api.use('/ops/mail', opsMailRouter(requireAuth));
  api.use('/company-profile', companyProfileRouter(requireAuth));
  api.use('/ops/kyc', kycRouter({ requireAuth, appBaseUrl: config.appBaseUrl }));
  api.use('/ops', opsRouter(requireAuth));
  api.use('/driver', driverRouter(requireAuth));
  api.use('/admin', adminRouter(requireAuth));
  api.use('/telemetry', telemetryRouter());
  api.use('/notifications', notificationsRouter(requireAuth, notificationHub({ onError: (error) => logger.warn({ err: error }, 'notification poll failed') })));
  api.use('/contact', contactRouter(publicRate));
  api.use('/newsletter', newsletterRouter(publicRate));
  api.use('/tracking', trackingRouter({ requireAuth, rate: { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.trackingPerIp } }));
  api.use(trackingMail.router(publicRate));
  api.use(openApiRouter());
  api.use(healthRouter());
  api.use(unknownRoute);

  app.use(healthRouter());
  app.use('/api/v1', api);
  app.use('/api/docs', docsRouter());
  const web = staticWebRouter(config.webDistDir);
  if (web) app.use(web);
  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return app;
}
