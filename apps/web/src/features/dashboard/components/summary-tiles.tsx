import { BookOpen, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

function Tile({ label, value, icon }: { label: string; value: number | string; icon: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
      <span className="grid h-9 w-9 place-items-center rounded-xl bg-blue-50 text-blue-800 sm:h-12 sm:w-12">{icon}</span>
      <dl className="flex flex-col-reverse">
        <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
        <dd className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{value}</dd>
      </dl>
    </div>
  );
}

/** spec 2: Active, Total, Delivered; one compact row on phones too. */
export function SummaryTiles({ tiles }: { tiles: { active: number; total: number; delivered: number } | undefined }) {
  const show = (value: number | undefined) => value ?? '–';
  return (
    <div className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Booking summary" role="group">
      <Tile label="Active" value={show(tiles?.active)} icon={<Truck aria-hidden="true" className="h-5 w-5 sm:h-6 sm:w-6" />} />
      <Tile label="Total" value={show(tiles?.total)} icon={<Package aria-hidden="true" className="h-5 w-5 sm:h-6 sm:w-6" />} />
      <Tile label="Delivered" value={show(tiles?.delivered)} icon={<BookOpen aria-hidden="true" className="h-5 w-5 sm:h-6 sm:w-6" />} />
    </div>
  );
}
