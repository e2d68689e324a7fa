import { quoteForShipment, resolveCargo, toQuote, type Booking, type CargoLine, type Quote, type QuoteInput, type VehicleType } from '@meridian/contracts';
import { isStaff, type Actor } from '../../lib/auth';
import { assertChargeWithinCeiling } from '../../lib/charge-ceiling';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  BOOKING_NOT_FOUND,
  findBookingById,
  isOrganizationBooking,
  placeShipment,
  routeAndEmissions,
  storeQuoteOnce,
  toBooking,
  type BookingRecord,
} from '../bookings/bookings.service';

const QUOTE_CANCELLED = 'This booking is cancelled, so it cannot be quoted.';

/**
 * POST /quotes: the contracts' Quote for a shipment that is not (yet) a booking; the declared value does not change it.
 * SECURITY.md: a price above the charge ceiling is refused, since it could never be paid online.
 */
export async function quoteFor(input: QuoteInput, maxChargeCents: number): Promise<Quote> {
  const cents = quoteForShipment(input);
  assertChargeWithinCeiling(cents.amountDueCents, maxChargeCents);
  const quote = toQuote(cents);
  if (!input.pickupLocation || !input.dropoffLocation) return quote;
  // Decision 0098: with both places, the route the mode travels and the emissions of the cargo on it.
  const { placed, problems } = placeShipment({ pickupLocation: input.pickupLocation, dropoffLocation: input.dropoffLocation });
  if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0]!, problems);
  const { cargoWeightKg } = resolveCargo(input);
  return {
    ...quote,
    ...(await routeAndEmissions({
      vehicleType: input.vehicleType,
      from: placed.pickupLocation.coordinates,
      to: placed.dropoffLocation.coordinates,
      cargoWeightKg,
      // A quote asks nothing of the goods; a reefer's uplift is added once a booking says they are perishable.
      isPerishable: false,
    })),
  };
}

/**
 * The lines a booking is priced by: its lines when one has a size (chargeable weight per piece); otherwise the total
 * weight, so a booking made with totals (one line derived from them) keeps the price it had before lines existed.
 */
function pricedLines(booking: BookingRecord): CargoLine[] | null {
  const lines = (booking.cargoLines ?? []).map((line) => ({
    type: line.type as CargoLine['type'],
    count: line.count ?? 0,
    weightKg: line.weightKg ?? 0,
    ...(line.lengthCm != null && line.widthCm != null && line.heightCm != null ? { lengthCm: line.lengthCm, widthCm: line.widthCm, heightCm: line.heightCm } : {}),
  }));
  return lines.some((line) => line.lengthCm !== undefined) ? lines : null;
}

/** Stores the booking's quote if it has none (decision 0025: the price the customer saw is the price invoiced). */
export async function ensureStoredQuote(booking: BookingRecord): Promise<{ booking: BookingRecord; created: boolean }> {
  if (booking.quote) return { booking, created: false };
  const quote = quoteForShipment({
    vehicleType: booking.vehicleType as VehicleType,
    cargoWeightKg: booking.cargoWeightKg,
    dimensions:
      booking.dimensions?.length != null && booking.dimensions.width != null && booking.dimensions.height != null
        ? { length: booking.dimensions.length, width: booking.dimensions.width, height: booking.dimensions.height }
        : null,
    cargoLines: pricedLines(booking),
  });
  const { booking: now, stored } = await storeQuoteOnce(String(booking._id), { ...quote, quotedAt: new Date() });
  if (!now) throw notFound(BOOKING_NOT_FOUND);
  return { booking: now, created: stored };
}

export async function quoteBooking(id: string, actor: Actor): Promise<{ booking: Booking; created: boolean }> {
  const booking = await findBookingById(id);
  // Another organization's booking answers like a missing one; staff may quote any.
  if (!booking || (!isOrganizationBooking(booking, actor) && !isStaff(actor))) throw notFound(BOOKING_NOT_FOUND);
  if (booking.status === 'cancelled') throw conflict(QUOTE_CANCELLED);
  const result = await ensureStoredQuote(booking);
  return { booking: toBooking(result.booking), created: result.created };
}
