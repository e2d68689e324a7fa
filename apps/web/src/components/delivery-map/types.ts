import type { LivePosition } from '@meridian/contracts';

export type MapPoint = { lat: number; lng: number };

/** What the map draws: the route's two ends (either may be unknown) and, while out for delivery, the driver. */
export interface DeliveryMapProps {
  pickup: MapPoint | null;
  dropoff: MapPoint | null;
  position: LivePosition | null;
}
