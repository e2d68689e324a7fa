// Contact: router (HTTP) -> service (store, then queue the two mails) -> repository -> model.
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema, type ContactMessageInput } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { receiveContactMessage } from './contact.service';

export function contactRouter(rate: { windowMs: number; limit: number }): Router {
  const router = Router();
  // A message sent is a message kept (decision 0008).
  router.post('/', limitPerIp({ ...rate, name: 'contact' }), validate({ body: contactMessageSchema }), async (req, res) => {
    const id = await receiveContactMessage(valid<ContactMessageInput>(res, 'body'), res.locals.requestId as string | undefined, req.log);
    sendData(res, 201, CONTACT_SUCCESS_MESSAGE, { id });
  });
  return router;
}
