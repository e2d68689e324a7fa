// Payments: pay a booking (POST /bookings/{id}/payments), the authentication step, a payment and its receipt.
import { canBookFor, idParamsSchema, paymentAuthenticationSchema, paymentParamsSchema, paymentRequestSchema, type PaymentAuthentication, type PaymentRequest } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, ORGANIZATION_ROLE_ERRORS, requireOrganizationRole, requireVerifiedEmail, type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readIdempotencyKey } from '../../lib/idempotency-key';
import { valid, validate } from '../../lib/validate';
import { PAYMENT_MESSAGES } from './payments.messages';
import { authenticatePayment, getPayment, payForBooking, receiptDocument, type PaymentDeps } from './payments.service';
import { writeReceiptPdf } from './receipt.pdf';

// Decision 0055: a viewer sees payments and receipts but pays for nothing.
const mayPay = requireOrganizationRole(canBookFor, ORGANIZATION_ROLE_ERRORS.book);
const paymentId = validate({ params: paymentParamsSchema }, { notFound: PAYMENT_MESSAGES.notFound });

export function bookingPaymentsRouter({ requireAuth, ...deps }: PaymentDeps & { requireAuth: AuthMiddleware }): Router {
  const router = Router();
  router.post(
    '/:id/payments',
    requireAuth.orApiKey('bookings:write'),
    mayPay,
    requireVerifiedEmail,
    validate({ params: idParamsSchema, body: paymentRequestSchema }, { notFound: PAYMENT_MESSAGES.bookingNotFound }),
    async (req, res) => {
      const key = readIdempotencyKey(req);
      if (!key) throw badRequest(PAYMENT_MESSAGES.keyRequired, { 'Idempotency-Key': PAYMENT_MESSAGES.keyRequired });
      const result = await payForBooking(deps, valid<{ id: string }>(res, 'params').id, valid<PaymentRequest>(res, 'body'), currentUser(res), key);
      if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
      sendData(res, result.status, result.payment.status === 'requires_authentication' ? 'Confirm the payment with your bank' : 'Payment recorded', result.payment);
    },
  );
  return router;
}

export function paymentsRouter({ requireAuth, ...deps }: PaymentDeps & { requireAuth: AuthMiddleware }): Router {
  const router = Router();

  router.get('/:id', requireAuth.orApiKey('bookings:read'), paymentId, async (_req, res) => {
    sendData(res, 200, 'Payment fetched successfully', await getPayment(valid<{ id: string }>(res, 'params').id, currentActor(res)));
  });

  router.post('/:id/authenticate', requireAuth.orApiKey('bookings:write'), mayPay, requireVerifiedEmail, validate({ params: paymentParamsSchema, body: paymentAuthenticationSchema }, { notFound: PAYMENT_MESSAGES.notFound }), async (_req, res) => {
    const payment = await authenticatePayment(deps, valid<{ id: string }>(res, 'params').id, valid<PaymentAuthentication>(res, 'body').approve, currentUser(res));
    sendData(res, 200, 'Payment recorded', payment);
  });

  router.get('/:id/receipt', requireAuth.orApiKey('documents:read'), paymentId, async (_req, res) => {
    const { filename, input } = await receiptDocument(deps, valid<{ id: string }>(res, 'params').id, currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeReceiptPdf(input, res);
  });

  return router;
}
