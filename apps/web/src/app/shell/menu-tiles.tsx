import type { BookingCounts } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { bookingCountsQueryOptions } from '../../api/bookings';
import { menuTileLabels } from '../../content/navigation';

// Active as the dashboard counts it: everything not yet delivered or cancelled.
const activeOf = (counts: BookingCounts) => counts.pending + counts.confirmed + counts['in-transit'];

/** spec 2's two tiles with the signed-in user's real figures (issue 13); a dash until they arrive or if they fail. */
export function MenuTiles() {
  const { data } = useQuery(bookingCountsQueryOptions());
  const tiles = [
    { label: menuTileLabels.active, value: data ? activeOf(data) : undefined },
    { label: menuTileLabels.delivered, value: data?.delivered },
  ];
  return (
    <div className="mt-3 grid grid-cols-2 gap-3" data-testid="mobile-menu-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg bg-white p-3 text-center shadow-sm">
          <p className="text-xl font-bold text-blue-800">{tile.value ?? '–'}</p>
          <p className="text-xs font-medium text-slate-700">{tile.label}</p>
        </div>
      ))}
    </div>
  );
}
