// E-mail updates for a tracked shipment (decision 0030). Router (HTTP) -> service (double opt-in, tokens) -> repository.
import {
  SMS_ALERT_CODE_SENT,
  SMS_ALERT_CONFIRMED,
  smsAlertConfirmSchema,
  smsAlertRequestSchema,
  TRACKING_NOT_FOUND,
  TRACKING_SUBSCRIBE_ACCEPTED,
  TRACKING_SUBSCRIPTION_CONFIRMED,
  TRACKING_UNSUBSCRIBE_TOKEN_REQUIRED,
  TRACKING_UNSUBSCRIBED,
  trackingParamsSchema,
  trackingSubscriptionConfirmSchema,
  trackingSubscriptionRequestSchema,
  trackingUnsubscribeBodySchema,
  trackingUnsubscribeQuerySchema,
} from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { badRequest, ERRORS } from '../../lib/errors';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import type { TrackingMailLinks } from './tracking-mail-links';
import { confirmSmsAlerts, requestSmsAlerts } from './sms-alerts.service';
import { confirmTrackingSubscription, subscribeToTracking, unsubscribeFromTracking } from './tracking-subscriptions.service';

type Deps = { links: TrackingMailLinks; rate: { windowMs: number; limit: number } };

export function trackingSubscriptionsRouter({ links, rate }: Deps): Router {
  const router = Router();
  // Nothing here may be kept by a shared cache: each answer belongs to one token or one request.
  router.use(['/tracking/:trackingNumber/subscriptions', '/tracking/:trackingNumber/sms-alerts', '/tracking-subscriptions'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post(
    '/tracking/:trackingNumber/subscriptions',
    limitPerIp({ ...rate, name: 'tracking-subscribe' }),
    validate({ params: trackingParamsSchema, body: trackingSubscriptionRequestSchema }, { notFound: TRACKING_NOT_FOUND }),
    async (_req, res) => {
      const { trackingNumber } = valid<{ trackingNumber: string }>(res, 'params');
      const { email } = valid<{ email: string }>(res, 'body');
      sendData(res, 202, TRACKING_SUBSCRIBE_ACCEPTED, await subscribeToTracking(trackingNumber, email, links));
    },
  );

  // Decision 0111: SMS alerts, limited per IP as e-mail subscriptions are (and a number is texted at most once a minute).
  router.post(
    '/tracking/:trackingNumber/sms-alerts',
    limitPerIp({ ...rate, name: 'tracking-sms-alerts' }),
    validate({ params: trackingParamsSchema, body: smsAlertRequestSchema }, { notFound: TRACKING_NOT_FOUND }),
    async (_req, res) => {
      const { trackingNumber } = valid<{ trackingNumber: string }>(res, 'params');
      sendData(res, 202, SMS_ALERT_CODE_SENT, await requestSmsAlerts(trackingNumber, valid<{ phone: string }>(res, 'body').phone));
    },
  );

  router.post(
    '/tracking/:trackingNumber/sms-alerts/confirm',
    limitPerIp({ ...rate, name: 'tracking-sms-alerts-confirm' }),
    validate({ params: trackingParamsSchema, body: smsAlertConfirmSchema }, { notFound: TRACKING_NOT_FOUND }),
    async (_req, res) => {
      const { trackingNumber } = valid<{ trackingNumber: string }>(res, 'params');
      const { phone, code } = valid<{ phone: string; code: string }>(res, 'body');
      sendData(res, 200, SMS_ALERT_CONFIRMED, await confirmSmsAlerts(trackingNumber, phone, code));
    },
  );

  router.post('/tracking-subscriptions/confirm', limitPerIp({ ...rate, name: 'tracking-subscription-links' }), validate({ body: trackingSubscriptionConfirmSchema }), async (_req, res) => {
    sendData(res, 200, TRACKING_SUBSCRIPTION_CONFIRMED, await confirmTrackingSubscription(valid<{ token: string }>(res, 'body').token));
  });

  router.post(
    '/tracking-subscriptions/unsubscribe',
    limitPerIp({ ...rate, name: 'tracking-subscription-links' }),
    validate({ query: trackingUnsubscribeQuerySchema, body: trackingUnsubscribeBodySchema }),
    async (_req, res) => {
      // RFC 8058: a mail client's one-click POST carries the token in the List-Unsubscribe URL, the web page in JSON.
      const token = valid<{ token?: string }>(res, 'body').token ?? valid<{ token?: string }>(res, 'query').token;
      if (!token) throw badRequest(ERRORS.validation, { token: TRACKING_UNSUBSCRIBE_TOKEN_REQUIRED });
      sendData(res, 200, TRACKING_UNSUBSCRIBED, await unsubscribeFromTracking(token, links));
    },
  );
  return router;
}
