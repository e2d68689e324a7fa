import { formatMoney, QUOTE_LABELS, toCents } from '@meridian/contracts';

/** What a breakdown needs: a stored quote (`BookingQuote`) or the wizard's estimate carry these. */
export interface QuoteFigures {
  basePrice: number;
  insurance: number;
  handling: number;
  total: number;
  taxRatePercent: number;
  tax: number;
  amountDue: number;
  currency: string;
}

/**
 * The quote plus the tax (decision 0024). The formula's "total" is before tax, so it reads Subtotal; the last line
 * says what the figure is for the person now: an estimate in the wizard, due before paying, paid after (decision 0044).
 */
export function QuoteBreakdown({ quote, finalLabel = QUOTE_LABELS.amountDue }: { quote: QuoteFigures; finalLabel?: string }) {
  const money = (major: number) => formatMoney(toCents(major), quote.currency);
  const lines: [string, number][] = [
    [QUOTE_LABELS.base, quote.basePrice],
    [QUOTE_LABELS.insurance, quote.insurance],
    [QUOTE_LABELS.handling, quote.handling],
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
        <dt className="font-semibold text-slate-900">{QUOTE_LABELS.subtotal}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid="quote-subtotal">
          {money(quote.total)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-700">{QUOTE_LABELS.tax(quote.taxRatePercent)}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{money(quote.tax)}</dd>
      </div>
      <div className="flex justify-between gap-4 pt-3 text-lg">
        <dt className="font-bold text-slate-900">{finalLabel}</dt>
        <dd className="font-bold text-blue-800 tabular-nums" data-testid="amount-due">
          {money(quote.amountDue)}
        </dd>
      </div>
    </dl>
  );
}
