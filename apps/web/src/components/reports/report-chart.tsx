import { formatMoney, toCents, type ReportSeriesPoint } from '@meridian/contracts';
import { REPORTS_COPY } from '../../content/reports';
import { formatCalendarDate } from '../../lib/format-date';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 4;

/**
 * A small chart of the period: bars for shipments per day and a line for revenue, each on its own scale. Plain SVG
 * (no chart library) that stretches to its box; the figures are also given as a text summary for screen readers.
 */
export function ReportChart({ series }: { series: ReportSeriesPoint[] }) {
  const maxShipments = Math.max(1, ...series.map((p) => p.shipments));
  const maxRevenue = Math.max(0, ...series.map((p) => p.revenue));
  const total = series.reduce((n, p) => n + p.shipments, 0);
  const step = (WIDTH - PAD * 2) / Math.max(1, series.length);
  const barWidth = Math.max(1, step * 0.7);
  const y = (ratio: number) => HEIGHT - PAD - ratio * (HEIGHT - PAD * 2);
  const line = series.map((p, i) => `${(PAD + step * i + step / 2).toFixed(1)},${y(maxRevenue > 0 ? p.revenue / maxRevenue : 0).toFixed(1)}`).join(' ');
  const first = series[0]?.date;
  const last = series.at(-1)?.date;
  return (
    <figure className="m-0">
      <figcaption className="text-sm font-semibold text-slate-800">{REPORTS_COPY.chart}</figcaption>
      {total === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-700">{REPORTS_COPY.chartEmpty}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="mt-3 h-32 w-full rounded-lg bg-slate-50" role="img" aria-label={`${total} shipments, ${formatMoney(toCents(series.reduce((n, p) => n + p.revenue, 0)))} revenue`}>
            {series.map((p, i) =>
              p.shipments > 0 ? (
                <rect key={p.date} data-testid="chart-bar" x={PAD + step * i + (step - barWidth) / 2} y={y(p.shipments / maxShipments)} width={barWidth} height={HEIGHT - PAD - y(p.shipments / maxShipments)} className="fill-blue-300">
                  <title>{`${formatCalendarDate(p.date)}: ${p.shipments} shipments, ${formatMoney(toCents(p.revenue))}`}</title>
                </rect>
              ) : null,
            )}
            {maxRevenue > 0 && <polyline points={line} fill="none" vectorEffect="non-scaling-stroke" className="stroke-emerald-700" strokeWidth={2} />}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-slate-700">
            <span>{formatCalendarDate(first)}</span>
            <span>{formatCalendarDate(last)}</span>
          </div>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-blue-300" /> Shipments
            </span>
            {maxRevenue > 0 && (
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-emerald-700" /> Revenue
              </span>
            )}
          </p>
        </>
      )}
    </figure>
  );
}
