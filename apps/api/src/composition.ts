import { setIdempotencyTakeoverAfter } from './lib/idempotency';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createRequireAuth } from './lib/auth';
import { ApiKeyModel } from './modules/api-keys/api-keys.model';
import { authenticateApiKey } from './modules/api-keys/api-keys.service';
import { apiKeysPaths } from './modules/api-keys/api-keys.openapi';
import { apiKeysRouter } from './modules/api-keys/api-keys.router';
import { bulkImportPaths } from './modules/bulk-import/bulk-import.openapi';
import { bulkImportRouter } from './modules/bulk-import/bulk-import.router';
import { connectDatabase } from './lib/db';
import { createEventBus, type DomainEventHandler, type EventBus } from './lib/domain-events';
import { IdempotencyKeyModel } from './lib/idempotency-keys.model';
import { JobLeaseModel } from './lib/leases';
import { startOrphanFileSweep } from './orphan-files';
import { MigrationModel } from './migrations/migrations.model';
import { registerBackgroundJob } from './lib/lifecycle';
import { createWakeup } from './lib/queue-lanes';
import { startEventSweep } from './lib/event-sweep';
import type { OpenApiPaths } from './lib/openapi-parts';
import { RateLimitHitModel } from './lib/rate-limit-store';
import { adminPaths } from './modules/admin/admin.openapi';
import { adminRouter } from './modules/admin/admin.router';
import { authRouter } from './modules/auth/auth.router';
import { ResetTokenModel } from './modules/auth/reset-tokens.model';
import { VerificationCodeModel } from './modules/auth/verification-codes.model';
import { verificationPaths } from './modules/auth/verification.openapi';
import { verificationOnEmailChange } from './modules/auth/verification.service';
import { BookingModel } from './modules/bookings/bookings.model';
import { bookingsRouter } from './modules/bookings/bookings.router';
import { sweepPendingMoves } from './modules/bookings/move-sweep';
import { setSsccCompanyPrefix } from './modules/bookings/bookings.service';
import { SsccSerialModel } from './modules/bookings/sscc-serials.model';
import { coldChainPaths } from './modules/cold-chain/cold-chain.openapi';
import { CommercialInvoiceVersionModel } from './modules/customs/commercial-invoices.model';
import { commercialInvoiceRouter } from './modules/customs/customs.router';
import { sealInvoiceOnChanges } from './modules/customs/customs.service';
import { customsPaths } from './modules/customs/customs.openapi';
import { DeviceKeyModel } from './modules/cold-chain/device-keys.model';
import { deviceKeysRouter } from './modules/cold-chain/device-keys.router';
import { ExcursionStateModel } from './modules/cold-chain/excursion-state.model';
import { excursionMail } from './modules/cold-chain/excursion-mail';
import { closeExcursionsOnEnd, sweepPendingTransitions } from './modules/cold-chain/excursions.service';
import { opsExcursionsRouter } from './modules/cold-chain/ops-excursions.router';
import { ReadingModel } from './modules/cold-chain/readings.model';
import { SensorBatchModel } from './modules/cold-chain/sensor-batches.model';
import { readingsRouter } from './modules/cold-chain/readings.router';
import { coldChainStatementFor, recordDriverReading, temperatureChartFor, temperatureLogFor, toReadingAnswer, verifyTemperatureReport } from './modules/cold-chain/readings.service';
import { claimMail } from './modules/claims/claim-notices';
import type { TemperatureEvidence } from './modules/claims/claim-terms';
import { ClaimModel, ClaimSequenceModel } from './modules/claims/claims.model';
import { claimsPaths } from './modules/claims/claims.openapi';
import { bookingClaimsRouter, claimsRouter, opsClaimsRouter } from './modules/claims/claims.router';
import { claimForSettlement, claimsOpenedBetween, recordSettlement, type ClaimsDeps } from './modules/claims/claims.service';
import { AppError } from './lib/errors';
import { TemperatureReportModel } from './modules/cold-chain/temperature-reports.model';
import { temperatureReportsRouter } from './modules/cold-chain/temperature-reports.router';
import { telemetryRouter } from './modules/cold-chain/telemetry.router';
import { CompanyProfileModel } from './modules/company-profile/company-profile.model';
import { companyProfilePaths } from './modules/company-profile/company-profile.openapi';
import { companyProfileRouter } from './modules/company-profile/company-profile.router';
import { ContactMessageModel } from './modules/contact/contact.model';
import { contactRouter } from './modules/contact/contact.router';
import { docsRouter, openApiRouter } from './modules/docs/docs.router';
import { SealedDocumentModel } from './modules/documents/documents.model';
import { documentsPaths } from './modules/documents/documents.openapi';
import { bookingDocumentsRouter, documentsRouter } from './modules/documents/documents.router';
import { sealOnMoves } from './modules/documents/documents.service';
import { driverPaths } from './modules/driver/driver.openapi';
import { driverRouter } from './modules/driver/driver.router';
import { ArrivalEstimateModel } from './modules/positions/arrival-estimates.model';
import { DeliveryRouteModel } from './modules/positions/delivery-routes.model';
import { deliveryRouteOnMoves } from './modules/positions/delivery-routes.service';
import { DriverPositionBatchModel } from './modules/positions/driver-positions.model';
import { positionsPaths } from './modules/positions/positions.openapi';
import { positionsRouter } from './modules/positions/positions.router';
import { currentEta } from './modules/positions/positions.service';
import { healthRouter } from './modules/health/health.router';
import { InvoiceSequenceModel } from './modules/invoices/invoice-sequences.model';
import { CreditBalanceModel } from './modules/credit-notes/credit-balances.model';
import { CreditNoteModel, CreditNoteSequenceModel } from './modules/credit-notes/credit-notes.model';
import { creditLedger } from './modules/credit-notes/credit-notes.service';
import { ClaimSettlementModel } from './modules/claim-settlements/claim-settlements.model';
import { claimSettlementsPaths } from './modules/claim-settlements/claim-settlements.openapi';
import { claimSettlementsRouter } from './modules/claim-settlements/claim-settlements.router';
import { claimReportFacts, sweepSettlements, type ClaimsSeam, type SettlementDeps } from './modules/claim-settlements/claim-settlements.service';
import { InvoiceModel } from './modules/invoices/invoices.model';
import { invoicesPaths } from './modules/invoices/invoices.openapi';
import { invoicesRouter } from './modules/invoices/invoices.router';
import { invoiceFactsOfBooking } from './modules/invoices/invoices.service';
import { invoiceOnPayment, invoiceOnRefund } from './modules/invoices/payment-reactions';
import { startOverdueInvoiceSweep } from './modules/invoices/overdue-sweep';
import { labelsPaths } from './modules/labels/labels.openapi';
import { labelsRouter } from './modules/labels/labels.router';
import { kycDecisionMail } from './modules/kyc/kyc-notices';
import { kycPaths } from './modules/kyc/kyc.openapi';
import { kycRouter } from './modules/kyc/kyc.router';
import { MailMessageModel } from './modules/mail/mail-messages.model';
import { mailPaths } from './modules/mail/mail.openapi';
import { opsMailRouter } from './modules/mail/mail.router';
import { createMailTransport } from './modules/mail/mail.transport';
import { startMailWorker } from './modules/mail/mail.worker';
import { SmsMessageModel } from './modules/sms/sms-messages.model';
import { SmsSubscriptionModel } from './modules/tracking-subscriptions/sms-subscriptions.model';
import { SmsOptOutModel } from './modules/sms/sms-opt-outs.model';
import { smsPaths } from './modules/sms/sms.openapi';
import { usersPaths } from './modules/users/users.openapi';
import { createSmsProvider } from './modules/sms/sms.providers';
import { opsSmsRouter, smsWebhooksRouter } from './modules/sms/sms.router';
import { startSmsWorker } from './modules/sms/sms.worker';
import { NewsletterSubscriptionModel } from './modules/newsletter/newsletter.model';
import { newsletterRouter } from './modules/newsletter/newsletter.router';
import { CounterModel } from './modules/notifications/counters.model';
import { createNotificationHub, type NotificationHub } from './modules/notifications/notification-hub';
import { NotificationModel } from './modules/notifications/notifications.model';
import { notificationsPaths } from './modules/notifications/notifications.openapi';
import { notificationsRouter } from './modules/notifications/notifications.router';
import { notificationsHandler } from './modules/notifications/notifications.service';
import { StreamTicketModel } from './modules/notifications/stream-tickets.model';
import { opsPaths } from './modules/ops/ops.openapi';
import { opsRouter } from './modules/ops/ops.router';
import { paymentProviderNamed } from './modules/payments/payment-provider-registry';
import { PaymentModel } from './modules/payments/payments.model';
import { SandboxChargeModel } from './modules/payments/sandbox-charges.model';
import { paymentsPaths } from './modules/payments/payments.openapi';
import { bookingPaymentsRouter, paymentsRouter } from './modules/payments/payments.router';
import { startPaymentSweep } from './modules/payments/payment-sweep';
import type { PaymentDeps } from './modules/payments/payments.service';
import { refundMail, refundOnCancel } from './modules/payments/refunds';
import { unpaidConfirmationMail } from './modules/payments/unpaid-booking-mail';
import { quotesPaths } from './modules/quotes/quotes.openapi';
import { bookingQuoteRouter, quotesRouter } from './modules/quotes/quotes.router';
import { InvitationModel } from './modules/organizations/invitations.model';
import { OrganizationModel } from './modules/organizations/organizations.model';
import { organizationPaths } from './modules/organizations/organizations.openapi';
import { organizationRouter } from './modules/organizations/organizations.router';
import { emissionsPaths } from './modules/emissions/emissions.openapi';
import { emissionsRouter } from './modules/emissions/emissions.router';
import { placesPaths } from './modules/places/places.openapi';
import { placesRouter } from './modules/places/places.router';
import { ratingsPaths } from './modules/ratings/ratings.openapi';
import { ratingsRouter } from './modules/ratings/ratings.router';
import { reportsPaths } from './modules/reports/reports.openapi';
import { reportsRouter } from './modules/reports/reports.router';
import { shipmentsPaths } from './modules/shipments/shipments.openapi';
import { shipmentsRouter } from './modules/shipments/shipments.router';
import type { ShipmentDeps } from './modules/shipments/shipments.service';
import { ReceiverMailOptOutModel } from './modules/receiver-notices/receiver-mail-opt-outs.model';
import { receiverMailTokens } from './modules/receiver-notices/receiver-mail-token';
import { receiverMailLinks } from './modules/receiver-notices/receiver-mail-unsubscribe.service';
import { receiverNotices } from './modules/receiver-notices/receiver-notices';
import { receiverMailRouter } from './modules/receiver-notices/receiver-notices.router';
import { receiverNoticesPaths } from './modules/receiver-notices/receiver-notices.openapi';
import { queueSms } from './modules/sms/sms.service';
import { trackingMail } from './modules/tracking-subscriptions/tracking-mail.setup';
import { TrackingSubscriptionModel } from './modules/tracking-subscriptions/tracking-subscriptions.model';
import { trackingSubscriptionsPaths } from './modules/tracking-subscriptions/tracking-subscriptions.openapi';
import { trackingPaths } from './modules/tracking/tracking.openapi';
import { trackingLinkPage } from './modules/tracking/tracking-link-page';
import { trackingRouter } from './modules/tracking/tracking.router';
import { mapPaths } from './modules/map/map.openapi';
import { mapRouter } from './modules/map/map.router';
import { receiverTokens, type TemperatureSummaryProvider } from './modules/tracking/tracking.service';
import { UserModel } from './modules/users/users.model';
import { vehiclesPaths } from './modules/vehicles/vehicles.openapi';
import { webhooksHandler } from './modules/webhooks/webhook-events';
import { WebhookDeliveryModel, WebhookEndpointModel } from './modules/webhooks/webhooks.model';
import { webhooksPaths } from './modules/webhooks/webhooks.openapi';
import { webhooksRouter } from './modules/webhooks/webhooks.router';
import { startWebhookWorker } from './modules/webhooks/webhooks.worker';
import { vehiclesRouter } from './modules/vehicles/vehicles.router';
import { VehicleModel } from './modules/vehicles/vehicles.model';
import { findUserForRequest } from './modules/users/users.service';
import { usersRouter } from './modules/users/users.router';

// The one place the API is wired (docs/architecture.md): every collection, the payment provider, the event handlers,
// the periodic jobs and the routers. Modules export factories that take what they need; nothing is set at import time.

/** Every collection, so its indexes are created on start (lib/db.ts). */
const MODELS = [
  UserModel,
  BookingModel,
  IdempotencyKeyModel,
  ResetTokenModel,
  ContactMessageModel,
  NewsletterSubscriptionModel,
  RateLimitHitModel,
  ReadingModel,
  SensorBatchModel,
  ExcursionStateModel,
  TemperatureReportModel,
  DeviceKeyModel,
  NotificationModel,
  CounterModel,
  SsccSerialModel,
  StreamTicketModel,
  JobLeaseModel,
  MailMessageModel,
  PaymentModel,
  SandboxChargeModel,
  InvoiceModel,
  InvoiceSequenceModel,
  ClaimModel,
  ClaimSequenceModel,
  CreditNoteModel,
  CreditNoteSequenceModel,
  CreditBalanceModel,
  ClaimSettlementModel,
  TrackingSubscriptionModel,
  SmsSubscriptionModel,
  VerificationCodeModel,
  CompanyProfileModel,
  MigrationModel,
  VehicleModel,
  OrganizationModel,
  InvitationModel,
  WebhookEndpointModel,
  WebhookDeliveryModel,
  ApiKeyModel,
  SealedDocumentModel,
  CommercialInvoiceVersionModel,
  SmsMessageModel,
  SmsOptOutModel,
  ReceiverMailOptOutModel,
  DriverPositionBatchModel,
  ArrivalEstimateModel,
  DeliveryRouteModel,
];

/** Paths added by the modules, each in its own `<module>.openapi.ts`; the docs module merges them. */
const OPENAPI_PATHS: readonly OpenApiPaths[] = [
  shipmentsPaths,
  opsPaths,
  vehiclesPaths,
  driverPaths,
  positionsPaths,
  adminPaths,
  coldChainPaths,
  customsPaths,
  trackingPaths,
  notificationsPaths,
  quotesPaths,
  paymentsPaths,
  invoicesPaths,
  trackingSubscriptionsPaths,
  receiverNoticesPaths,
  verificationPaths,
  mailPaths,
  smsPaths,
  usersPaths,
  reportsPaths,
  ratingsPaths,
  emissionsPaths,
  companyProfilePaths,
  kycPaths,
  organizationPaths,
  webhooksPaths,
  apiKeysPaths,
  bulkImportPaths,
  placesPaths,
  documentsPaths,
  labelsPaths,
  claimsPaths,
  claimSettlementsPaths,
  mapPaths,
];

export type CompositionOptions = {
  config: Config;
  logger: Logger;
  /** Tests only: more reactions to listen with, and stand-ins for the cold chain's pieces. */
  overrides?: { extraHandlers?: readonly DomainEventHandler[]; temperatureSummary?: TemperatureSummaryProvider; recordReading?: ShipmentDeps['recordReading'] };
};

export type Composition = {
  events: EventBus;
  hub: NotificationHub;
  payments: PaymentDeps;
  /** Decision 0106: what settling a claim needs (the claims seam, the provider); tests drive its sweep. */
  settlements: SettlementDeps;
  /** The routers under /api/v1, in the order they must be tried. */
  apiRouter(): Router;
  /** Swagger UI, under /api/docs. */
  docsRouter(): Router;
  /** Web pages the API draws itself, tried before the web build's files (decision 0068); none without the build. */
  webPages(): Router | undefined;
  /** The periodic work every API process runs (one at a time per job, by lease); stopped on shutdown. */
  startJobs(): void;
};

export function compose({ config, logger, overrides = {} }: CompositionOptions): Composition {
  setIdempotencyTakeoverAfter(config.idempotencyTakeoverMs);
  setSsccCompanyPrefix(config.gs1CompanyPrefix);
  const provider = paymentProviderNamed(config.payments.provider);
  const tracking = trackingMail(config, logger);
  // Decision 0112: the receiver's signed links, made by their notices and checked by tracking.
  const receiverLinks = receiverTokens(config.jwtSecret);
  // Decision 0117: and the links that stop their e-mails, made by the same notices and checked by their router.
  const receiverMail = receiverMailTokens(config.jwtSecret);
  // Decision 0057: an enqueue in this process wakes this process's webhook worker at once.
  const webhookWakeup = createWakeup();
  // Every reaction to a domain event, in one list: money first, then what people are told.
  const handlers: DomainEventHandler[] = [
    refundOnCancel({ provider, invoiceOf: invoiceFactsOfBooking, credit: creditLedger }),
    // Decision 0092: the invoice reacts to the money (issued, linked and mailed; refunded), so payments import no invoice.
    invoiceOnPayment,
    invoiceOnRefund,
    // Decision 0041: a delivery or cancellation closes the open excursion (it publishes the closing).
    closeExcursionsOnEnd,
    // Decision 0103: a pickup or delivery seals the consignment note (and publishes document-signed for the webhooks).
    sealOnMoves,
    // Decision 0115: a booking created or edited with customs issues its commercial invoice, a new version when it changed.
    sealInvoiceOnChanges,
    // Decision 0116: a job going out for delivery joins its driver's route, a delivery or attempt leaves it.
    deliveryRouteOnMoves,
    notificationsHandler,
    tracking.handler,
    // Decision 0112: the receiver hears of each step of the delivery, with their signed link.
    receiverNotices({ appBaseUrl: config.appBaseUrl, tokens: receiverLinks, mailLinks: receiverMailLinks(config.appBaseUrl, receiverMail), logger, sms: queueSms, eta: currentEta }),
    refundMail,
    unpaidConfirmationMail,
    kycDecisionMail(config.appBaseUrl),
    claimMail(),
    excursionMail(config.appBaseUrl, logger),
    verificationOnEmailChange(config),
    webhooksHandler(webhookWakeup),
    ...(overrides.extraHandlers ?? []),
  ];
  const events = createEventBus(handlers);
  const hub = createNotificationHub({ onError: (error) => logger.warn({ err: error }, 'notification poll failed') });
  const payments: PaymentDeps = { provider, events, maxChargeCents: config.maxChargeCents, invoiceOf: invoiceFactsOfBooking, credit: creditLedger };
  const recordReading: ShipmentDeps['recordReading'] =
    overrides.recordReading ?? (async (booking, actor, reading) => toReadingAnswer(await recordDriverReading(events, booking, actor, reading)));
  const temperatureSummary: TemperatureSummaryProvider =
    overrides.temperatureSummary ?? (async ({ bookingId }) => (await temperatureChartFor(bookingId)) ?? undefined);

  // Decision 0105: a claim freezes the temperature report's digest and excursions as the cold chain states them.
  const temperatureEvidence: TemperatureEvidence = async (booking) => {
    const log = await temperatureLogFor(booking);
    return log.band ? { digest: log.reportDigest, excursions: log.excursions } : null;
  };
  const claims: ClaimsDeps = { events, temperature: temperatureEvidence, sdrRate: config.claims.sdrRate };
  // Decision 0106: what the settlement reads and writes of a claim, through the claims module's seam.
  const claimsSeam: ClaimsSeam = {
    claimForSettlement: (id) => claimForSettlement(id).catch((error: unknown) => (error instanceof AppError && error.status === 404 ? null : Promise.reject(error))),
    recordSettlement: async (id, settlement) => {
      await recordSettlement(claims, id, settlement);
    },
    claimsOpenedBetween,
  };
  const settlements: SettlementDeps = { claims: claimsSeam, provider };

  function apiRouter(): Router {
    // Decision 0056: routes that name a scope also accept an organization's API key (looked up per request).
    const requireAuth = createRequireAuth(config.jwtSecret, findUserForRequest, { lookup: authenticateApiKey, perMinute: config.rateLimit.apiKeyPerMinute });
    const publicRate = { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.publicPerIp };
    const api = Router();
    api.use('/auth', authRouter({ config, requireAuth }));
    api.use('/user', usersRouter({ requireAuth, events }));
    // The /bookings routers that authenticate per route come before the bookings router, whose router-wide auth
    // would otherwise run a second time for their paths.
    api.use('/bookings', bulkImportRouter({ requireAuth, events }));
    api.use('/bookings', shipmentsRouter({ requireAuth, events, recordReading, coldChainStatement: coldChainStatementFor }));
    api.use('/quotes', quotesRouter(publicRate, config.maxChargeCents));
    api.use('/bookings', bookingQuoteRouter(requireAuth));
    api.use('/bookings', bookingPaymentsRouter({ requireAuth, ...payments }));
    api.use('/payments', paymentsRouter({ requireAuth, ...payments }));
    api.use('/invoices', invoicesRouter(requireAuth));
    api.use('/bookings', labelsRouter({ requireAuth, appBaseUrl: config.appBaseUrl, companyPrefix: config.gs1CompanyPrefix }));
    api.use('/bookings', readingsRouter({ requireAuth, events, appBaseUrl: config.appBaseUrl }));
    api.use('/bookings', ratingsRouter(requireAuth));
    api.use('/bookings', emissionsRouter(requireAuth));
    api.use('/bookings', bookingDocumentsRouter({ requireAuth, appBaseUrl: config.appBaseUrl }));
    api.use('/bookings', commercialInvoiceRouter({ requireAuth, appBaseUrl: config.appBaseUrl }));
    api.use('/bookings', bookingClaimsRouter({ requireAuth, deps: claims }));
    api.use('/bookings', bookingsRouter({ requireAuth, events }));
    // Decision 0106: the settlement's two paths, before the claims router's.
    api.use('/claims', claimSettlementsRouter({ requireAuth, ...settlements }));
    api.use('/claims', claimsRouter({ requireAuth, deps: claims }));
    api.use('/reports', reportsRouter(requireAuth, claimReportFacts(claimsSeam)));
    api.use('/ops/device-keys', deviceKeysRouter(requireAuth));
    api.use('/ops/excursions', opsExcursionsRouter(requireAuth));
    api.use('/ops/mail', opsMailRouter(requireAuth));
    api.use('/ops/sms', opsSmsRouter(requireAuth));
    // Decision 0111: Twilio's webhooks, verified by signature; 404 unless Twilio is configured.
    api.use(smsWebhooksRouter({ authToken: config.sms.twilio?.authToken, webhookBaseUrl: config.sms.webhookBaseUrl, logger }));
    api.use('/ops/claims', opsClaimsRouter(requireAuth));
    // Before the organization router, whose router-wide auth would otherwise run a second time for these paths.
    api.use('/organization/webhooks', webhooksRouter({ requireAuth, allowPrivateTargets: config.webhooks.allowPrivateTargets, wakeup: webhookWakeup }));
    api.use('/organization/api-keys', apiKeysRouter(requireAuth));
    api.use('/organization', organizationRouter({ requireAuth, appBaseUrl: config.appBaseUrl, checkRate: { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.authPerIp } }));
    api.use('/company-profile', companyProfileRouter(requireAuth));
    api.use('/ops/kyc', kycRouter({ requireAuth, events }));
    api.use('/ops/vehicles', vehiclesRouter(requireAuth));
    api.use('/ops', opsRouter(requireAuth));
    // Authenticates per route, before the driver router's router-wide auth would run a second time for it.
    api.use('/driver', positionsRouter({ requireAuth, events }));
    api.use('/driver', driverRouter(requireAuth));
    api.use('/admin', adminRouter(requireAuth));
    api.use('/telemetry', telemetryRouter({ events }));
    api.use('/notifications', notificationsRouter(requireAuth, hub));
    api.use('/contact', contactRouter(publicRate));
    api.use('/newsletter', newsletterRouter(publicRate));
    api.use('/places', placesRouter({ windowMs: config.rateLimit.windowMs, limit: config.rateLimit.placesPerIp }));
    api.use('/map', mapRouter(config.mapTiles));
    api.use('/tracking', trackingRouter({ requireAuth, rate: { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.trackingPerIp }, temperatureSummary, receiverTokens: receiverLinks }));
    api.use('/temperature-reports', temperatureReportsRouter({ windowMs: config.rateLimit.windowMs, limit: config.rateLimit.trackingPerIp }));
    api.use('/documents', documentsRouter({ rate: { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.trackingPerIp }, verifyTemperatureReport }));
    api.use(tracking.router(publicRate));
    api.use(receiverMailRouter({ tokens: receiverMail, rate: publicRate }));
    api.use(openApiRouter(OPENAPI_PATHS));
    api.use(healthRouter());
    return api;
  }

  function webPages(): Router | undefined {
    return trackingLinkPage({
      distDir: config.webDistDir,
      rate: { windowMs: config.rateLimit.windowMs, limit: config.rateLimit.trackingPerIp },
      temperatureSummary,
      logger,
    });
  }

  function startJobs(): void {
    // Each periodic job registers itself with lib/lifecycle, so SIGTERM stops it (decision 0033).
    startOverdueInvoiceSweep(logger, events);
    // Decision 0034: finishes payments a dead process left half done, and resolves pending ones with the provider.
    // Decision 0106: and claim settlements cut short, with the same refund or credit note.
    startPaymentSweep(logger, payments, config.paymentSweep, (before) => sweepSettlements(settlements, before));
    // Decision 0069: announces the moves and excursion steps whose process died before their reactions had run.
    startEventSweep(logger, config.eventSweep, [
      { name: 'moves', run: (options) => sweepPendingMoves(events, options) },
      { name: 'excursions', run: (options) => sweepPendingTransitions(events, options) },
    ]);
    startOrphanFileSweep(logger);
    // Every API process also sends queued mail; the atomic claim keeps each message to one sender (decision 0027).
    // On shutdown the message in hand is sent (or given back) before the database goes.
    const transport = createMailTransport(config, logger);
    const mailWorker = startMailWorker({ transport, logger, appBaseUrl: config.appBaseUrl, concurrency: config.mailConcurrency });
    registerBackgroundJob(() => mailWorker.stop());
    // Decision 0057: every API process also sends queued webhook deliveries, each claimed by one worker.
    const webhookWorker = startWebhookWorker({
      logger,
      allowPrivateTargets: config.webhooks.allowPrivateTargets,
      timeoutMs: config.webhooks.timeoutMs,
      wakeup: webhookWakeup,
    });
    registerBackgroundJob(() => webhookWorker.stop());
    // Decision 0111: and queued texts, as mail.
    const smsProvider = createSmsProvider(config.sms, logger);
    const smsWorker = startSmsWorker({ provider: smsProvider, logger, concurrency: config.sms.concurrency });
    registerBackgroundJob(() => smsWorker.stop());
    console.warn(`[api] sending e-mail through ${transport.describe}`);
    console.warn(`[api] sending SMS through ${smsProvider.describe}`);
  }

  return { events, hub, payments, settlements, apiRouter, docsRouter, webPages, startJobs };
}

/** Connects to `uri` and creates every collection's indexes. */
export function connectAppDatabase(uri: string): ReturnType<typeof connectDatabase> {
  return connectDatabase(uri, MODELS);
}
