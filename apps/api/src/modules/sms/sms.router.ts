// Twilio's two webhooks (decision 0111) and the operator console's view of the SMS queue (as mail's, decision 0027).
import {
  SMS_MESSAGE_NOT_FOUND,
  SMS_WEBHOOKS_OFF,
  smsListQuerySchema,
  smsParamsSchema,
  twilioInboundMessageSchema,
  twilioStatusCallbackSchema,
  type SmsListQuery,
  type TwilioInboundMessage,
  type TwilioStatusCallback,
} from '@meridian/contracts';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { valid, validate } from '../../lib/validate';
import { receiveDeliveryStatus, receiveInboundSms } from './sms-inbound';
import { verifyTwilioSignature } from './sms-signature';
import { smsInboundPath, smsStatusCallbackPath } from './sms.providers';
import { listSms, retrySms } from './sms.service';

type WebhookDeps = { authToken: string | undefined; webhookBaseUrl: string; logger: Logger };

// TwiML that says nothing back: Twilio's Advanced Opt-Out answers STOP and START itself.
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export function smsWebhooksRouter({ authToken, webhookBaseUrl, logger }: WebhookDeps): Router {
  const router = Router();
  // Twilio posts forms; a webhook's fields are few and short.
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 });
  const signed = (path: string) => [
    (_req: express.Request, _res: express.Response, next: express.NextFunction) => next(authToken ? undefined : notFound(SMS_WEBHOOKS_OFF)),
    form,
    verifyTwilioSignature(authToken ?? '', () => `${webhookBaseUrl}${path}`),
  ];

  router.post(smsStatusCallbackPath, ...signed(smsStatusCallbackPath), validate({ body: twilioStatusCallbackSchema }), async (_req, res) => {
    await receiveDeliveryStatus(valid<TwilioStatusCallback>(res, 'body'));
    res.status(204).end();
  });

  router.post(smsInboundPath, ...signed(smsInboundPath), validate({ body: twilioInboundMessageSchema }), async (_req, res) => {
    await receiveInboundSms(valid<TwilioInboundMessage>(res, 'body'), logger);
    res.status(200).type('text/xml').send(EMPTY_TWIML);
  });
  return router;
}

export function opsSmsRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.get('/', validate({ query: smsListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Messages fetched successfully', await listSms(valid<SmsListQuery>(res, 'query')));
  });

  router.post('/:id/retry', validate({ params: smsParamsSchema }, { notFound: SMS_MESSAGE_NOT_FOUND }), async (_req, res) => {
    sendData(res, 200, 'The message is queued again', await retrySms(valid<{ id: string }>(res, 'params').id));
  });
  return router;
}
