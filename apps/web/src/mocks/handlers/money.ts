import { http } from 'msw';
import { db } from '../db';
import { makePayment } from '../fixtures/payment';
import { api, caller, file, jsonBody, ok, refused } from '../respond';

// Payments, invoices and reports (decisions 0024 to 0026).
export const moneyHandlers = [
  http.get(api('/payments/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const payment = db.payments.find((p) => p._id === params.id);
    return payment ? ok(payment) : refused(404, 'Payment not found');
  }),
  http.post(api('/payments/:id/authenticate'), async ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const payment = db.payments.find((p) => p._id === params.id);
    if (!payment) return refused(404, 'Payment not found');
    const { approve } = await jsonBody<{ approve: boolean }>(request);
    const settled = makePayment({ ...payment, status: approve ? 'succeeded' : 'failed', nextAction: null, paidAt: approve ? new Date().toISOString() : null });
    db.payments = db.payments.map((p) => (p._id === settled._id ? settled : p));
    return ok(settled);
  }),
  http.get(api('/payments/:id/receipt'), () => file('application/pdf')),

  http.get(api('/invoices/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const invoice = db.invoices.find((i) => i._id === params.id);
    return invoice ? ok(invoice) : refused(404, 'Invoice not found');
  }),
  http.get(api('/invoices/:id/pdf'), () => file('application/pdf')),
  http.post(api('/invoices/:id/email'), ({ request }) => caller(request).refusal ?? ok(null, 'Invoice sent')),

  http.get(api('/reports/summary'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const period = new URL(request.url).searchParams.get('period') ?? db.report.period;
    return ok({ ...db.report, period });
  }),
  http.get(api('/reports/:file'), () => file('text/csv', 'date,shipments,revenue\n')),
];
