import { isFinalStatus, type Booking } from '@meridian/contracts';
import { DeliveryMapCard, useLiveDelivery } from '../../../components/delivery-map';
import { cityLine } from '../../../lib/format-place';

/**
 * Decision 0110: the booking's route on the map while it is under way, and while out for delivery the driver and the
 * arrival window, asked of tracking as often as the tracking page asks. A booking not yet placed (no coordinates) has
 * no map; its Shipment Route says why.
 */
export function BookingMap({ booking }: { booking: Booking }) {
  const live = booking.milestone === 'out-for-delivery';
  const { data } = useLiveDelivery(booking.trackingNumber, live);
  const pickup = booking.pickupLocation.coordinates ?? null;
  const dropoff = booking.dropoffLocation.coordinates ?? null;
  if (isFinalStatus(booking.status) || (!pickup && !dropoff)) return null;
  return (
    <DeliveryMapCard
      pickup={pickup}
      dropoff={dropoff}
      position={live ? (data?.position ?? null) : null}
      eta={live ? (data?.eta ?? null) : null}
      places={{ from: cityLine(booking.pickupLocation) || null, to: cityLine(booking.dropoffLocation) || null }}
    />
  );
}
