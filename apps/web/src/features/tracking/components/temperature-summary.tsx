import type { TrackingTemperatureSummary } from '@meridian/contracts';
import { Thermometer } from 'lucide-react';
import { TemperatureChart } from '../../../components/temperature-chart';

/**
 * A perishable shipment's temperature for anyone with the number: the chart of downsampled readings against the band,
 * time in band and the excursions; the exact readings table is for the owner and operators only (decision 0021).
 */
export function TemperatureSummary({ summary }: { summary: TrackingTemperatureSummary }) {
  return (
    <section aria-labelledby="temperature-heading" className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="temperature-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Thermometer aria-hidden="true" className="h-5 w-5 text-blue-700" /> Temperature
      </h2>
      <div className="mt-3">
        <TemperatureChart band={summary.band} points={summary.points} excursions={summary.excursions} timeInBandPercent={summary.timeInBandPercent} verdict={summary.verdict} />
      </div>
    </section>
  );
}
