import type { BookingCounts } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { bookingCountsQueryOptions } from '../../api/bookings';
import { MenuTilesView } from './menu-tiles-view';

// Active as the dashboard counts it: everything not yet delivered or cancelled.
const activeOf = (counts: BookingCounts) => counts.pending + counts.confirmed + counts['in-transit'];

/**
 * The menu's tiles with the signed-in user's real figures, from the list call's counts. Loaded with the
 * open menu (mobile-menu.tsx), since the bookings API module brings the contracts, which public pages' first load
 * must not carry (the 150 KB budget, decision 0015).
 */
export default function MenuTiles() {
  const { data } = useQuery(bookingCountsQueryOptions());
  return <MenuTilesView active={data ? activeOf(data) : undefined} delivered={data?.delivered} />;
}
