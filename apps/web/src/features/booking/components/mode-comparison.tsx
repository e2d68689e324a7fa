import { formatMoney, taxCents, toCents, VEHICLE_TYPE_LABELS, VEHICLE_TYPES, type Quote, type QuoteInput, type VehicleType } from '@meridian/contracts';
import { useQueries } from '@tanstack/react-query';
import { Leaf } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { MODE_COMPARISON_COPY as COPY } from '../../../content/booking-wizard';
import { quotePreviewQueryOptions } from '../api/quotes';

const km = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const co2e = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** What the customer would pay for the mode: the formula's total plus tax, as the breakdown's estimate reads. */
const estimatedTotal = (quote: Quote) => formatMoney(toCents(quote.total) + taxCents(toCents(quote.total)), quote.currency);

/**
 * The review step's three modes side by side (decision 0096): each one's price, transit time, distance and CO2e, asked
 * of POST /quotes with the same places and pieces, so a customer weighs cost against emissions before booking. The
 * chosen mode is marked; Choose switches the booking to another.
 */
export function ModeComparison({ inputFor, chosen, onChoose }: { inputFor: (mode: VehicleType) => QuoteInput; chosen: VehicleType; onChoose: (mode: VehicleType) => void }) {
  const results = useQueries({ queries: VEHICLE_TYPES.map((mode) => quotePreviewQueryOptions(inputFor(mode))) });
  const emissions = results.map((result) => result.data?.emissions?.co2eWtwKg).filter((value): value is number => value !== undefined);
  const lowest = emissions.length === VEHICLE_TYPES.length ? Math.min(...emissions) : undefined;
  return (
    <section aria-labelledby="mode-comparison-title" className="mt-4 rounded-xl border border-slate-200 p-4">
      <h3 id="mode-comparison-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Leaf aria-hidden="true" className="h-5 w-5 text-emerald-700" />
        {COPY.title}
      </h3>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{COPY.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {COPY.mode}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {COPY.price}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {COPY.emissions}
            </th>
          </tr>
        </thead>
        <tbody>
          {VEHICLE_TYPES.map((mode, index) => {
            const result = results[index]!;
            const quote = result.data;
            const isChosen = mode === chosen;
            const label = VEHICLE_TYPE_LABELS[mode];
            const facts = quote ? [COPY.days(quote.estimatedDays), quote.route ? `${km.format(quote.route.distanceKm)} km` : null].filter(Boolean).join(' · ') : '';
            return (
              <tr key={mode} aria-current={isChosen ? 'true' : undefined} className={`border-b border-slate-100 align-top ${isChosen ? 'bg-blue-50' : ''}`} data-testid={`mode-${mode}`}>
                <th scope="row" className="py-2.5 pr-2 font-normal">
                  <span className="block font-semibold text-slate-900">{label}</span>
                  {facts && <span className="block text-slate-700">{facts}</span>}
                  <span className="mt-1.5 flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    aria-pressed={isChosen}
                    aria-label={COPY.choose(label)}
                    onClick={() => onChoose(mode)}
                    className={`rounded-lg border px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus:ring-2 focus:ring-blue-700 focus:outline-none ${
                      isChosen ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                    }`}
                  >
                    {COPY.chooseShort}
                  </button>
                    {isChosen && <Badge className="bg-blue-100 text-blue-900">{COPY.chosen}</Badge>}
                  </span>
                </th>
                <td className="px-2 py-2.5 text-right font-semibold text-slate-900 tabular-nums">
                  {quote ? estimatedTotal(quote) : result.isError ? <span className="font-normal text-slate-700">{COPY.failed}</span> : <span className="text-slate-600">…</span>}
                </td>
                <td className="px-2 py-2.5 text-right text-slate-900 tabular-nums">
                  {quote?.emissions ? (
                    <>
                      <span className="font-semibold whitespace-nowrap">{co2e.format(quote.emissions.co2eWtwKg)} kg</span>
                      {quote.emissions.co2eWtwKg === lowest && <span className="block text-xs font-semibold text-emerald-800">{COPY.lowest}</span>}
                    </>
                  ) : quote ? (
                    <span className="text-slate-700">{COPY.unknown}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-700">{COPY.note}</p>
    </section>
  );
}
