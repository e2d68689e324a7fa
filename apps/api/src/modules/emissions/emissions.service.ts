import { FOOTPRINT_MESSAGES, shipmentFootprintOf, type CargoLineType, type RouteMethod, type ShipmentFootprint, type VehicleType } from '@meridian/contracts';
import { isStaff, organizationOf, type Actor } from '../../lib/auth';
import { conflict, notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, findOwnedBooking, type BookingRecord } from '../bookings/bookings.service';

// A shipment's emissions as other tools read them (decision 0099): the booking's stored figures, written out unchanged.

/** The booking as its organization or staff may read it; anyone else is told it does not exist (decision 0055). */
async function readableBooking(id: string, actor: Actor): Promise<BookingRecord> {
  const booking = isStaff(actor) ? await findBookingById(id) : await findOwnedBooking(id, organizationOf(actor));
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

const place = (l: BookingRecord['pickupLocation']) => ({
  city: l?.city ?? '',
  country: l?.country ?? null,
  coordinates: l?.coordinates?.lat != null && l.coordinates.lng != null ? { lat: l.coordinates.lat, lng: l.coordinates.lng } : null,
});

/** GET /bookings/{id}/shipment-footprint: 409 while the booking has no route (an old booking waiting for its country). */
export async function shipmentFootprint(id: string, actor: Actor): Promise<ShipmentFootprint> {
  const booking = await readableBooking(id, actor);
  const { route, emissions } = booking;
  if (route?.distanceKm == null || route.greatCircleKm == null || !route.method || emissions?.co2eWtwKg == null || emissions.co2eTtwKg == null || emissions.tonneKm == null) {
    throw conflict(FOOTPRINT_MESSAGES.noEmissions);
  }
  return shipmentFootprintOf({
    trackingNumber: booking.trackingNumber ?? String(booking._id),
    vehicleType: booking.vehicleType as VehicleType,
    cargoWeightKg: booking.cargoWeightKg,
    quantity: booking.quantity,
    cargoLines: (booking.cargoLines ?? []).map((line) => ({ type: line.type as CargoLineType, count: line.count ?? 0 })),
    pickupLocation: place(booking.pickupLocation),
    dropoffLocation: place(booking.dropoffLocation),
    route: { greatCircleKm: route.greatCircleKm, distanceKm: route.distanceKm, method: route.method as RouteMethod },
    emissions: {
      tonneKm: emissions.tonneKm,
      intensityWtwG: emissions.intensityWtwG ?? 0,
      co2eWtwKg: emissions.co2eWtwKg,
      co2eTtwKg: emissions.co2eTtwKg,
      factorId: emissions.factorId ?? '',
      method: emissions.method ?? '',
    },
  });
}
