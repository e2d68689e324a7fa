import { formatMoney, toCents, type BookingQuote } from '@meridian/contracts';

/** spec 9's quote (Base price, Insurance (2%), Handling, Total) plus the tax and the amount due (decision 0024). */
export function QuoteBreakdown({ quote }: { quote: BookingQuote }) {
  const money = (major: number) => formatMoney(toCents(major), quote.currency);
  const lines: [string, number][] = [
    ['Base price', quote.basePrice],
    ['Insurance (2%)', quote.insurance],
    ['Handling', quote.handling],
  ];
  return (
    <dl className="divide-y divide-slate-200" data-testid="quote-breakdown">
      {lines.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2">
        <dt className="font-bold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900 tabular-nums">{money(quote.total)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-700">{`Tax (${quote.taxRatePercent}%)`}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{money(quote.tax)}</dd>
      </div>
      <div className="flex justify-between gap-4 pt-3 text-lg">
        <dt className="font-bold text-slate-900">Amount due</dt>
        <dd className="font-bold text-blue-800 tabular-nums" data-testid="amount-due">
          {money(quote.amountDue)}
        </dd>
      </div>
    </dl>
  );
}
