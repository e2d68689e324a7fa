// Newsletter: no rules beyond its contract schema, so no service: router -> repository -> model.
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSubscriptionSchema, type NewsletterSubscriptionInput } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { subscribe } from './newsletter.repository';

export function newsletterRouter(rate: { windowMs: number; limit: number }): Router {
  const router = Router();
  router.post('/', limitPerIp({ ...rate, name: 'newsletter' }), validate({ body: newsletterSubscriptionSchema }), async (_req, res) => {
    const created = await subscribe(valid<NewsletterSubscriptionInput>(res, 'body').email);
    // The same answer either way, so the form cannot be used to learn who subscribes.
    sendData(res, created ? 201 : 200, NEWSLETTER_SUCCESS_MESSAGE, null);
  });
  return router;
}
