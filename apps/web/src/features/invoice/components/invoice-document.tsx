import { formatMoney, formatTrackingNumber, INVOICE_STATUS_LABELS, toCents, type Invoice, type InvoiceStatus } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';

const STATUS_CLASSES: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-900 print:border print:border-green-800',
  unpaid: 'bg-amber-100 text-amber-950 print:border print:border-amber-800',
  overdue: 'bg-red-100 text-red-900 print:border print:border-red-800',
  refunded: 'bg-slate-200 text-slate-900 print:border print:border-slate-700',
};

function Party({ title, lines }: { title: string; lines: (string | undefined)[] }) {
  return (
    <div>
      <h2 className="text-xs font-bold tracking-wide text-slate-600 uppercase">{title}</h2>
      <address className="mt-1 text-sm leading-6 text-slate-900 not-italic">
        {lines.filter(Boolean).map((line) => (
          <span key={line} className="block [overflow-wrap:anywhere]">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 sm:block">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The invoice, from the issued record: the page and the PDF show the same numbers (decision 0025). */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const money = (major: number) => formatMoney(toCents(major), invoice.currency);
  const shipment: [string, string][] = [
    ['From', invoice.shipment.from],
    ['To', invoice.shipment.to],
    ['Service', invoice.shipment.service],
    ['Weight', invoice.shipment.weight],
    ['Dimensions', invoice.shipment.dimensions],
    ['Pickup', formatCalendarDate(invoice.shipment.pickupDate)],
    ['Delivery', formatCalendarDate(invoice.shipment.deliveryDate)],
  ];
  return (
    <article
      data-print-root
      aria-labelledby="invoice-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <h1 id="invoice-title" className="text-3xl font-bold text-slate-900">
            Invoice
          </h1>
          <p className="mt-1 font-mono text-lg font-semibold text-slate-900" data-testid="invoice-number">
            {invoice.invoiceNumber}
          </p>
        </div>
        <Badge className={STATUS_CLASSES[invoice.status]}>
          <span data-testid="invoice-status">{INVOICE_STATUS_LABELS[invoice.status]}</span>
        </Badge>
      </header>
      <dl className="grid gap-3 border-b border-slate-200 py-5 sm:grid-cols-4 print:grid-cols-4">
        <Fact label="Invoice number">{invoice.invoiceNumber}</Fact>
        {/* The original invoice named a booking ID here; the tracking number is the booking's name for people (decision 0044). */}
        <Fact label="Tracking number">
          <span className="font-mono whitespace-nowrap" data-testid="invoice-tracking-number">
            {formatTrackingNumber(invoice.trackingNumber)}
          </span>
        </Fact>
        <Fact label="Date">{formatCalendarDate(invoice.date)}</Fact>
        <Fact label="Due date">{formatCalendarDate(invoice.dueDate)}</Fact>
      </dl>
      <div className="grid gap-6 border-b border-slate-200 py-5 sm:grid-cols-2 print:grid-cols-2">
        <Party title="From" lines={[invoice.company.name, invoice.company.address, invoice.company.email, invoice.company.phone]} />
        <Party title="Bill To" lines={[invoice.billTo.name, invoice.billTo.company, invoice.billTo.address, invoice.billTo.email, invoice.billTo.phone]} />
      </div>
      <section aria-labelledby="shipment-title" className="border-b border-slate-200 py-5">
        <h2 id="shipment-title" className="text-xs font-bold tracking-wide text-slate-600 uppercase">
          Shipment details
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2 print:grid-cols-2">
          {shipment.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 text-sm">
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-right font-medium text-slate-900">{value || 'N/A'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="py-5">
        {/* Four columns fit a phone once the description wraps; no sideways scrolling of a money table. */}
        <table className="w-full text-xs sm:text-sm print:text-sm">
          <caption className="sr-only">Charges</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs tracking-wide text-slate-600 uppercase">
              <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-bold">
                Description
              </th>
              <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-bold">
                Quantity
              </th>
              <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-bold">
                Rate
              </th>
              <th scope="col" className="py-2 pl-1.5 sm:pl-3 text-right font-bold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.charges.map((line) => (
              <tr key={line.code} className="border-b border-slate-100">
                <td className="py-2 pr-1.5 sm:pr-3 text-slate-900">{line.description}</td>
                <td className="px-1.5 py-2 sm:px-3 text-right text-slate-900 tabular-nums">{line.quantity}</td>
                <td className="px-1.5 py-2 sm:px-3 text-right text-slate-900 tabular-nums">{money(line.rate)}</td>
                <td className="py-2 pl-1.5 sm:pl-3 text-right font-medium text-slate-900 tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm" data-testid="invoice-totals">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Subtotal</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{money(invoice.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{`Tax (${invoice.taxRatePercent}%)`}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{money(invoice.tax)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
            <dt className="font-bold text-slate-900">Total</dt>
            <dd className="font-bold text-slate-900 tabular-nums" data-testid="invoice-total">
              {money(invoice.total)}
            </dd>
          </div>
          {/* Decision 0106: the credit notes the payment drew on, then what was charged or is due after them. */}
          {invoice.credits?.map((credit) => (
            <div key={credit.number} className="flex justify-between gap-4 text-emerald-800" data-testid="invoice-credit">
              <dt>{`Credit note ${credit.number}`}</dt>
              <dd className="font-semibold tabular-nums">-{money(credit.amount)}</dd>
            </div>
          ))}
          {invoice.amountDue !== undefined && (
            <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
              <dt className="font-bold text-slate-900">{invoice.terms === 'net-30' ? 'Amount due' : 'Amount charged'}</dt>
              <dd className="font-bold text-slate-900 tabular-nums" data-testid="invoice-amount-due">
                {money(invoice.amountDue)}
              </dd>
            </div>
          )}
          {invoice.refund && (
            <div className="flex justify-between gap-4 text-red-800" data-testid="invoice-refund">
              <dt>{`Refunded ${formatDay(invoice.refund.at)}`}</dt>
              <dd className="font-semibold tabular-nums">-{money(invoice.refund.amount)}</dd>
            </div>
          )}
        </dl>
      </div>
      <footer className="border-t border-slate-200 pt-4 text-xs text-slate-600">
        {invoice.terms === 'net-30' ? `Payable by ${formatCalendarDate(invoice.dueDate)}. ` : 'Paid in full at booking. '}
        Tracking number <span className="whitespace-nowrap">{formatTrackingNumber(invoice.trackingNumber)}</span>.
      </footer>
    </article>
  );
}
