import { isFinalStatus, placeLabel, type Booking } from '@meridian/contracts';
import { DeliveryMapCard, useLiveDelivery } from '../../../components/delivery-map';

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
      // The short name ("Boston, MA"): the full address is in Shipment Route just below.
      places={{ from: placeLabel(booking.pickupLocation) || null, to: placeLabel(booking.dropoffLocation) || null }}
    />
  );
}
