import type { TrackingTemperatureSummary } from '@meridian/contracts';
import { Thermometer } from 'lucide-react';
import { formatInstant } from '../lib/format';

const degrees = (n: number) => `${n > 0 ? '+' : ''}${n} °C`;

/**
 * The slot for a perishable shipment's temperature: time in band and the excursions as text. The cold-chain chart
 * (components/temperature-chart) takes this place when it lands; it reads the same summary.
 */
export function TemperatureSummary({ summary }: { summary: TrackingTemperatureSummary }) {
  const { band, timeInBandPercent, excursions } = summary;
  return (
    <section aria-labelledby="temperature-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="temperature-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Thermometer aria-hidden="true" className="h-5 w-5 text-blue-700" /> Temperature
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Allowed band {degrees(band.min)} to {degrees(band.max)}.
      </p>
      <p className="mt-1 text-slate-900">
        {timeInBandPercent === null ? 'No readings yet.' : <strong>{timeInBandPercent}% of the time in band</strong>}
      </p>
      {excursions.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          {excursions.map((e) => (
            <li key={e.openedAt}>
              {e.direction === 'above' ? 'Above' : 'Below'} the band from {formatInstant(e.openedAt)}
              {e.closedAt ? ` to ${formatInstant(e.closedAt)}` : ' (still open)'}, peak {degrees(e.peakCelsius)}
            </li>
          ))}
        </ul>
      ) : (
        timeInBandPercent !== null && <p className="mt-1 text-sm text-slate-700">No excursions.</p>
      )}
    </section>
  );
}
