import { COLD_CHAIN_VERDICT_LABELS } from '@meridian/contracts';
import { lazy, Suspense, useId } from 'react';
import { chartSummary, excursionText, formatBand, formatCelsius, type TemperatureChartProps } from './chart-summary';

const TemperaturePlot = lazy(() => import('./temperature-plot'));

/**
 * The readings against the allowed band: the curve (uPlot, loaded on demand), time in band, the excursions listed,
 * and the whole picture in words for screen readers. Used by the booking detail, the console and public tracking.
 */
export function TemperatureChart(props: TemperatureChartProps) {
  const { band, points, excursions, timeInBandPercent, verdict } = props;
  const headingId = useId();
  return (
    <figure aria-labelledby={headingId} className="min-w-0">
      <figcaption id={headingId} className="sr-only">
        Temperature chart
      </figcaption>
      <p className="sr-only" data-testid="temperature-summary">
        {chartSummary(props)}
      </p>
      {band && verdict && (
        <p
          aria-hidden="true"
          data-testid="cold-chain-verdict"
          className={`mb-2 inline-block rounded-md px-2 py-1 text-sm font-semibold ring-1 ${verdict === 'excursion-open' ? 'bg-red-50 text-red-900 ring-red-300' : verdict === 'excursion-closed' ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-emerald-50 text-emerald-900 ring-emerald-300'}`}
        >
          {COLD_CHAIN_VERDICT_LABELS[verdict]}
        </p>
      )}
      <div aria-hidden="true" className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm text-slate-700">
        {band && timeInBandPercent !== null && (
          <p>
            <span className="text-2xl font-bold text-slate-900" data-testid="time-in-band">
              {timeInBandPercent}%
            </span>{' '}
            of the time in band
          </p>
        )}
        {band && (
          <p className="flex items-center gap-2">
            <span className="inline-block h-3 w-5 rounded-sm bg-emerald-500/30 ring-1 ring-emerald-600/40" /> Allowed {formatBand(band)}
          </p>
        )}
        {excursions.length > 0 && (
          <p className="flex items-center gap-2">
            <span className="inline-block h-3 w-5 rounded-sm bg-red-600/20 ring-1 ring-red-600/40" /> Excursion
          </p>
        )}
      </div>
      {points.length === 0 ? (
        // The summary above already says it to screen readers.
        <p aria-hidden="true" className="mt-4 rounded-xl bg-slate-50 p-6 text-center text-slate-700">
          No temperature readings yet.
        </p>
      ) : (
        <div className="mt-3">
          <Suspense fallback={<div className="h-[260px] w-full animate-pulse rounded-xl bg-slate-100" />}>
            <TemperaturePlot band={band} points={points} excursions={excursions} />
          </Suspense>
        </div>
      )}
      {band && (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-900">Excursions</h3>
          {excursions.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">None: every reading stayed in the band.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {excursions.map((e) => (
                <li
                  key={e.openedAt}
                  className={`rounded-lg border px-3 py-2 text-sm ${e.closedAt ? 'border-slate-200 bg-slate-50 text-slate-800' : 'border-red-300 bg-red-50 font-semibold text-red-900'}`}
                >
                  {excursionText(e)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!band && points.length > 0 && <p className="mt-3 text-sm text-slate-700">Latest {formatCelsius(points.at(-1)!.celsius)}; this shipment has no set temperature.</p>}
    </figure>
  );
}
