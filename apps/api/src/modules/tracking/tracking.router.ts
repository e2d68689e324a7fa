// Public tracking: router (HTTP) -> service (the public shape, the owner block) -> repository (one indexed seek).
import {
  deliveryPreferencesRequestSchema,
  receiverTokenQuerySchema,
  TRACKING_NOT_FOUND,
  trackingParamsSchema,
  type DeliveryWindow,
} from '@meridian/contracts';
import { Router, type RequestHandler } from 'express';
import { currentActor, isStaff, organizationOf, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { trackingBudget } from './tracking-budget';
import { changeDeliveryPreferences, seededSamples, trackShipment, type ReceiverTokens, type TemperatureSummaryProvider } from './tracking.service';

type Deps = {
  requireAuth: AuthMiddleware;
  rate: { windowMs: number; limit: number };
  temperatureSummary?: TemperatureSummaryProvider;
  /** Decision 0112: checks the receiver's signed link (`?t=`). */
  receiverTokens: ReceiverTokens;
};

/**
 * A valid Bearer token (or an API key with bookings:read, decision 0056) identifies the viewer; a missing, stale or bad
 * one leaves them a stranger, never a 401.
 */
function identifyViewer(requireAuth: AuthMiddleware): RequestHandler {
  const auth = requireAuth.orApiKey('bookings:read');
  return (req, res, next) => {
    if (!req.get('authorization')) return next();
    return auth(req, res, () => next());
  };
}

export function trackingRouter({ requireAuth, rate, temperatureSummary, receiverTokens }: Deps): Router {
  const router = Router();
  // Before /:trackingNumber. Not a lookup of any shipment (decision 0085), so a budget of its own; seeding happens at
  // start-up, so a short cache is safe.
  router.get('/samples', limitPerIp({ ...rate, name: 'tracking-samples' }), async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    sendData(res, 200, 'Sample tracking numbers', await seededSamples());
  });
  router.get(
    '/:trackingNumber',
    // Counted before validation, so malformed guesses spend the same budget as well-formed ones; the same number again
    // spends nothing (decision 0085).
    trackingBudget(rate, (req) => req.params.trackingNumber),
    identifyViewer(requireAuth),
    // A malformed number answers exactly like an unknown one: a stranger learns nothing from the difference.
    validate({ params: trackingParamsSchema, query: receiverTokenQuerySchema }, { notFound: TRACKING_NOT_FOUND }),
    async (_req, res) => {
      const actor = res.locals.user ? currentActor(res) : undefined;
      // The owner block is the booking's organization's (decision 0055); staff see the public answer here.
      const viewer = actor && !isStaff(actor) ? organizationOf(actor) : undefined;
      // A receiver's link that is bad or expired leaves them a stranger, as a stale session does (decision 0112).
      const { t } = valid<{ t?: string }>(res, 'query');
      const shipment = await trackShipment(valid<{ trackingNumber: string }>(res, 'params').trackingNumber, viewer, temperatureSummary, { token: t, tokens: receiverTokens });
      // The owner's answer differs from a stranger's: no shared cache may keep either.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Vary', 'Authorization');
      sendData(res, 200, 'Shipment found', shipment);
    },
  );
  router.post(
    '/:trackingNumber/delivery-preferences',
    // The tracking budget (a write names a number as a lookup does), and a budget of writes of its own, so a link
    // cannot be replayed without end (decision 0112).
    trackingBudget(rate, (req) => req.params.trackingNumber),
    limitPerIp({ ...rate, name: 'delivery-preferences' }),
    validate({ params: trackingParamsSchema, query: receiverTokenQuerySchema, body: deliveryPreferencesRequestSchema }, { notFound: TRACKING_NOT_FOUND }),
    async (_req, res) => {
      const { trackingNumber } = valid<{ trackingNumber: string }>(res, 'params');
      const { t } = valid<{ t?: string }>(res, 'query');
      const preferences = valid<{ window?: DeliveryWindow | null; instructions?: string }>(res, 'body');
      const shipment = await changeDeliveryPreferences(trackingNumber, { token: t, tokens: receiverTokens }, preferences, temperatureSummary);
      res.setHeader('Cache-Control', 'private, no-store');
      sendData(res, 200, 'Delivery preferences saved', shipment);
    },
  );
  return router;
}
