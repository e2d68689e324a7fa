import { shipmentBoundsProblems, type CargoLine, type PackageDimensions, type UpdateBookingInput, type VehicleType } from '@meridian/contracts';
import { badRequest, conflict } from '../../lib/errors';
import type { BookingDoc as BookingRecord } from './bookings.model';

// Decision 0098: the lines price per piece, so a change of lines is a change of price too.
const PRICED_FIELDS = ['vehicleType', 'cargoWeightKg', 'dimensions', 'cargoLines'] as const;
const PRICE_LOCKED = 'This booking is paid or invoiced, so its transport mode, weight and dimensions can no longer change.';

/**
 * Decision 0025: an edit that changes what the price depends on drops an unpaid booking's stored quote (it is quoted
 * again before paying), and is refused once money has moved or an invoice exists. Answers the fields to unset.
 */
export function quoteChangesForEdit(current: Pick<BookingRecord, 'paymentStatus' | 'quote' | PricedField>, changes: Partial<UpdateBookingInput>): Record<string, 1> {
  const touched = PRICED_FIELDS.some((field) => changes[field] !== undefined && JSON.stringify(changes[field]) !== JSON.stringify(plain(current[field])));
  if (!touched) return {};
  if ((current.paymentStatus ?? 'unpaid') !== 'unpaid') throw conflict(PRICE_LOCKED);
  // SECURITY.md: the edited shipment (changes over what is stored) must still fit its transport mode.
  const merged = {
    vehicleType: (changes.vehicleType ?? current.vehicleType) as VehicleType,
    cargoWeightKg: changes.cargoWeightKg ?? current.cargoWeightKg,
    // New lines replace the consignment's overall dimensions (the edit unsets them).
    dimensions: (changes.cargoLines ? undefined : (changes.dimensions ?? plain(current.dimensions) ?? undefined)) as PackageDimensions | undefined,
    cargoLines: (changes.cargoLines ?? plain(current.cargoLines) ?? undefined) as CargoLine[] | undefined,
  };
  const problems = shipmentBoundsProblems({ ...merged, dimensions: merged.dimensions?.length ? merged.dimensions : undefined });
  if (problems.length > 0) throw badRequest(problems[0]!.message, Object.fromEntries(problems.map((p) => [p.path.join('.'), p.message])));
  return current.quote ? { quote: 1 } : {};
}

type PricedField = (typeof PRICED_FIELDS)[number];

function plain(value: unknown): unknown {
  // Stored lines as a lean read gives them, in the shape (and key order) the contracts' CargoLine has.
  if (Array.isArray(value)) {
    return value.map((line: { type?: string; count?: number; weightKg?: number; lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null }) => ({
      type: line.type,
      count: line.count,
      weightKg: line.weightKg,
      ...(line.lengthCm != null ? { lengthCm: line.lengthCm, widthCm: line.widthCm, heightCm: line.heightCm } : {}),
    }));
  }
  if (value && typeof value === 'object') {
    const { length, width, height } = value as { length?: number; width?: number; height?: number };
    return { length, width, height };
  }
  return value;
}
