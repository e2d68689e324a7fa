import type { Router } from 'express';
import type { Config } from '../../config';
import type { AuthMiddleware } from '../../lib/auth';
import { setInvoiceLinkBase } from '../invoices/invoices.service';
import { invoicesRouter } from '../invoices/invoices.router';
import { bookingQuoteRouter, quotesRouter } from '../quotes/quotes.router';
import { usePaymentProvider } from './payment-provider-registry';
import { bookingPaymentsRouter, paymentsRouter } from './payments.router';

/** Issue 14's routes under /api/v1, mounted before the bookings router (whose router-wide auth would run again). */
export function mountMoney(api: Router, deps: { config: Config; requireAuth: AuthMiddleware; rate: { windowMs: number; limit: number } }): void {
  usePaymentProvider(deps.config.payments.provider);
  setInvoiceLinkBase(deps.config.appBaseUrl);
  api.use('/quotes', quotesRouter(deps.rate));
  api.use('/bookings', bookingQuoteRouter(deps.requireAuth));
  api.use('/bookings', bookingPaymentsRouter(deps.requireAuth));
  api.use('/payments', paymentsRouter(deps.requireAuth));
  api.use('/invoices', invoicesRouter(deps.requireAuth));
}
