// Invoices: list (the caller's), one (owner or staff), its PDF, and mailing it.
import { INVOICE_NOT_FOUND, invoiceListQuerySchema, invoiceParamsSchema, type InvoiceListQuery } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { writeInvoicePdf } from './invoice.pdf';
import { emailInvoice, getInvoice, invoicePdfFilename, listInvoices } from './invoices.service';

const invoiceId = validate({ params: invoiceParamsSchema }, { notFound: INVOICE_NOT_FOUND });

export function invoicesRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  // Decision 0056: each route names the API-key scope it accepts; a session passes them all.
  const read = requireAuth.orApiKey('bookings:read');
  const documents = requireAuth.orApiKey('documents:read');

  router.get('/', read, validate({ query: invoiceListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Invoices fetched successfully', await listInvoices(valid<InvoiceListQuery>(res, 'query'), currentActor(res)));
  });

  router.get('/:id', read, invoiceId, async (_req, res) => {
    sendData(res, 200, 'Invoice fetched successfully', await getInvoice(valid<{ id: string }>(res, 'params').id, currentActor(res)));
  });

  router.get('/:id/pdf', documents, invoiceId, async (_req, res) => {
    const invoice = await getInvoice(valid<{ id: string }>(res, 'params').id, currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${invoicePdfFilename(invoice)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeInvoicePdf(invoice, res);
  });

  router.post('/:id/email', documents, invoiceId, async (_req, res) => {
    const { to } = await emailInvoice(valid<{ id: string }>(res, 'params').id, currentActor(res));
    sendData(res, 202, `The invoice is on its way to ${to}`, { to });
  });

  return router;
}
