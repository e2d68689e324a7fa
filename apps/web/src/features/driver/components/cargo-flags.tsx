import type { Booking } from '@meridian/contracts';
import { Snowflake, TriangleAlert } from 'lucide-react';

/** Fragile and temperature flags: the two things a driver must not miss. */
export function CargoFlags({ job }: { job: Pick<Booking, 'isFragile' | 'isPerishable' | 'tempControlCelsius'> }) {
  if (!job.isFragile && !job.isPerishable) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Handling">
      {job.isFragile && (
        <li className="inline-flex items-center gap-1.5 rounded-md border-2 border-amber-700 bg-amber-50 px-2.5 py-1 text-sm font-bold text-amber-900">
          <TriangleAlert aria-hidden="true" className="h-4 w-4" /> Fragile
        </li>
      )}
      {job.isPerishable && (
        <li className="inline-flex items-center gap-1.5 rounded-md border-2 border-sky-800 bg-sky-50 px-2.5 py-1 text-sm font-bold text-sky-900">
          <Snowflake aria-hidden="true" className="h-4 w-4" /> Keep at {job.tempControlCelsius} °C
        </li>
      )}
    </ul>
  );
}
