import type { TrackingShipment } from '@meridian/contracts';
import { DeliveryMapCard } from '../../../components/delivery-map/delivery-map-card';

const FINAL = new Set<TrackingShipment['statusCode']>(['delivered', 'cancelled', 'returned']);

/**
 * Decision 0110: the route's ends come with the receiver's signed link or the owner's sign-in (decision 0108); a
 * stranger gets the arrival window only. Once the shipment is delivered, cancelled or returned there is nothing left
 * to follow, so the card goes.
 */
export function ShipmentMap({ shipment }: { shipment: TrackingShipment }) {
  if (FINAL.has(shipment.statusCode)) return null;
  const ends = shipment.receiver ?? shipment.owner;
  const pickup = ends?.pickup ?? null;
  const dropoff = ends?.dropoff ?? null;
  const position = shipment.position ?? null;
  const eta = shipment.eta ?? null;
  if (!pickup && !dropoff && !position && !eta) return null;
  return (
    <DeliveryMapCard
      pickup={pickup}
      dropoff={dropoff}
      position={position}
      eta={eta}
      places={{ from: shipment.from.address || null, to: shipment.to.address || null }}
    />
  );
}
