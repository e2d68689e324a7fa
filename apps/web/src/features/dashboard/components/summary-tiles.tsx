import { CircleCheck, CircleX, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { summarySentence, type SummaryCounts } from '../lib/summary';

function Tile({ label, value, icon, emphasis = false }: { label: string; value: number | string; icon: ReactNode; emphasis?: boolean }) {
  return (
    <div
      className={`flex flex-col items-center gap-1 rounded-2xl p-2 text-center shadow-sm ring-1 sm:flex-row sm:gap-4 sm:p-5 sm:text-left ${
        emphasis ? 'bg-blue-50 ring-blue-200' : 'bg-white ring-slate-200'
      }`}
    >
      <span className="grid h-8 w-8 place-items-center rounded-xl bg-blue-50 text-blue-800 sm:h-12 sm:w-12">{icon}</span>
      <dl className="flex flex-col-reverse">
        <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
        <dd className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{value}</dd>
      </dl>
    </div>
  );
}

const icon = 'h-4 w-4 sm:h-6 sm:w-6';

/** Active, Delivered and Cancelled (or returned, decision 0113), then the Total they add up to (said under the row); one compact row on phones too. */
export function SummaryTiles({ tiles }: { tiles: SummaryCounts | undefined }) {
  const show = (value: number | undefined) => value ?? '–';
  return (
    <div>
      <div className="grid grid-cols-4 gap-2 sm:gap-4" aria-label="Booking summary" aria-describedby="booking-summary-sum" role="group">
        <Tile label="Active" value={show(tiles?.active)} icon={<Truck aria-hidden="true" className={icon} />} />
        <Tile label="Delivered" value={show(tiles?.delivered)} icon={<CircleCheck aria-hidden="true" className={icon} />} />
        <Tile label={tiles?.returned ? 'Cancelled or returned' : 'Cancelled'} value={show(tiles?.ended)} icon={<CircleX aria-hidden="true" className={icon} />} />
        <Tile label="Total" value={show(tiles?.total)} icon={<Package aria-hidden="true" className={icon} />} emphasis />
      </div>
      <p id="booking-summary-sum" className="mt-2 text-sm text-slate-600">
        {tiles ? summarySentence(tiles) : 'Counting your bookings...'}
      </p>
    </div>
  );
}
