import { crossesCustomsBorder, fromCents, toCents, type Customs, type ExportReason, type Incoterm } from '@meridian/contracts';
import type { BookingDoc as BookingRecord } from './bookings.model';

// Decision 0104: customs details are stored with the booking, unit values in cents; a booking that crosses no customs
// border stores none (details a client sends for it are dropped, not refused).

type StoredCustoms = NonNullable<BookingRecord['customs']>;
type Countries = { pickupLocation?: { country?: string | null } | null; dropoffLocation?: { country?: string | null } | null };

/** Whether this booking's places cross a customs border. */
export function bookingCrossesCustomsBorder(booking: Countries): boolean {
  return crossesCustomsBorder(booking.pickupLocation?.country, booking.dropoffLocation?.country);
}

/** The customs as stored: each line's unit value in cents. */
export function customsToStore(customs: Customs): Record<string, unknown> {
  return {
    incoterm: customs.incoterm,
    reasonForExport: customs.reasonForExport,
    ...(customs.exporterEori ? { exporterEori: customs.exporterEori } : {}),
    lines: customs.lines.map(({ unitValue, ...line }) => ({ ...line, unitValueCents: toCents(unitValue) })),
  };
}

/** The stored customs as the API answers them (unit values in major units), or null when the booking has none. */
export function customsOf(doc: { customs?: StoredCustoms | null }): Customs | null {
  const c = doc.customs;
  if (!c?.incoterm || !c.reasonForExport || !c.lines?.length) return null;
  return {
    incoterm: c.incoterm as Incoterm,
    reasonForExport: c.reasonForExport as ExportReason,
    ...(c.exporterEori ? { exporterEori: c.exporterEori } : {}),
    lines: c.lines.map((line) => ({
      description: line.description ?? '',
      hsCode: line.hsCode ?? '',
      originCountry: line.originCountry ?? '',
      quantity: line.quantity ?? 0,
      unitValue: fromCents(line.unitValueCents ?? 0),
      netWeightKg: line.netWeightKg ?? 0,
    })),
  };
}
