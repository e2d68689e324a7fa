// The operator console's view of the mail queue (decision 0027): failures listed, and retried by hand.
import { MAIL_MESSAGE_NOT_FOUND, mailListQuerySchema, mailParamsSchema, type MailListQuery } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { listMail, retryMail } from './mail.service';

export function opsMailRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.get('/', validate({ query: mailListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Messages fetched successfully', await listMail(valid<MailListQuery>(res, 'query')));
  });

  router.post('/:id/retry', validate({ params: mailParamsSchema }, { notFound: MAIL_MESSAGE_NOT_FOUND }), async (_req, res) => {
    sendData(res, 200, 'The message is queued again', await retryMail(valid<{ id: string }>(res, 'params').id));
  });

  return router;
}
