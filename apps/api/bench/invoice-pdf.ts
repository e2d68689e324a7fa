/**
 * Speed of invoice PDF generation (decision 0025), p50/p99 over BENCH_RUNS runs (default 500), and the receipt for
 * comparison. Generation only (pdfkit into memory), no database or HTTP: the figure is what one download costs the
 * API in CPU. A warm-up of 20 runs is not counted (font loading, JIT).
 *   pnpm --filter @meridian/api bench:invoice-pdf
 */
import { quoteForShipment, type Payment } from '@meridian/contracts';
import { invoiceDraft, toInvoice } from '../src/modules/invoices/invoice-document';
import { renderToBuffer } from '../src/lib/pdf';
import { writeInvoicePdf } from '../src/modules/invoices/invoice.pdf';
import type { InvoiceDoc } from '../src/modules/invoices/invoices.model';
import { writeReceiptPdf } from '../src/modules/payments/receipt.pdf';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const WARM_UP = 20;

const draft = invoiceDraft({
  booking: {
    _id: '6b0451c42f10a98f4ac51b0a',
    createdBy: '6b0451c42f10a98f4ac51b09',
    trackingNumber: 'MX9WRDKZRD7MR',
    vehicleType: 'sea',
    cargoWeightKg: 740.78,
    dimensions: { length: 120, width: 80, height: 100 },
    pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA' },
    dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO' },
    estimatedPickupDate: '2026-12-01',
    estimatedDeliveryDate: '2026-12-20',
  },
  customer: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Analytical Engines Ltd', address: '12 St James Square, London', email: 'ada@example.test', phoneNumber: '+1 555 123 4567' },
  quote: quoteForShipment({ vehicleType: 'sea', cargoWeightKg: 740.78 }),
  terms: 'paid',
  issuedAt: new Date(),
  paymentId: '6b0451c42f10a98f4ac51b0b',
});
const invoice = toInvoice({ ...draft, _id: '6b0451c42f10a98f4ac51b0c', invoiceNumber: 'INV-2026-000123', refund: null } as unknown as InvoiceDoc);
const payment: Payment = {
  _id: '6b0451c42f10a98f4ac51b0b',
  bookingId: invoice.bookingId,
  amount: invoice.total,
  currency: 'USD',
  method: 'card',
  status: 'succeeded',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
  createdAt: new Date().toISOString(),
  paidAt: new Date().toISOString(),
  refund: null,
  invoiceId: invoice._id,
  nextAction: null,
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(name: string, render: () => Promise<Buffer>): Promise<void> {
  for (let i = 0; i < WARM_UP; i += 1) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.hrtime.bigint();
    bytes = (await render()).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.warn(`${name}: ${RUNS} runs, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms, ${bytes} bytes`);
}

await measure('invoice PDF', () => renderToBuffer((out) => writeInvoicePdf(invoice, out)));
await measure('receipt PDF', () => renderToBuffer((out) => writeReceiptPdf({ payment, invoiceNumber: invoice.invoiceNumber, customerName: 'Ada Lovelace', trackingNumber: invoice.trackingNumber }, out)));
