// Decision 0117: POST /receiver-mail/unsubscribe stops the receiver's e-mails for the address its token was signed for.
import {
  RECEIVER_MAIL_TOKEN_REQUIRED,
  RECEIVER_MAIL_UNSUBSCRIBED,
  receiverMailUnsubscribeBodySchema,
  receiverMailUnsubscribeQuerySchema,
} from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { badRequest, ERRORS } from '../../lib/errors';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import type { ReceiverMailTokens } from './receiver-mail-token';
import { stopReceiverMail } from './receiver-mail-unsubscribe.service';

type Deps = { tokens: ReceiverMailTokens; rate: { windowMs: number; limit: number } };

export function receiverMailRouter({ tokens, rate }: Deps): Router {
  const router = Router();
  router.post(
    '/receiver-mail/unsubscribe',
    limitPerIp({ ...rate, name: 'receiver-mail-unsubscribe' }),
    validate({ query: receiverMailUnsubscribeQuerySchema, body: receiverMailUnsubscribeBodySchema }),
    async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      // RFC 8058: a mail client's one-click POST carries the token in the List-Unsubscribe URL, the web page in JSON.
      const token = valid<{ token?: string }>(res, 'body').token ?? valid<{ token?: string }>(res, 'query').token;
      if (!token) throw badRequest(ERRORS.validation, { token: RECEIVER_MAIL_TOKEN_REQUIRED });
      sendData(res, 200, RECEIVER_MAIL_UNSUBSCRIBED, await stopReceiverMail(token, tokens));
    },
  );
  return router;
}
