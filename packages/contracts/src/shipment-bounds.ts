import type { z } from 'zod';
import { shipmentChargeableWeight } from './chargeable-weight';
import type { VehicleType } from './vehicle';

// SECURITY.md: what one booking can physically be, per transport mode, so a price cannot run away (air, 0.0001 kg and
// 10,000 cm a side quoted $1,734,000,025). Larger loads go through sales.
const SHIPMENT_BOUNDS: Record<VehicleType, { label: string; maxSideCm: number; maxChargeableKg: number }> = {
  // A 13.6 m curtain-sider; a full trailer's payload.
  truck: { label: 'road freight', maxSideCm: 1_360, maxChargeableKg: 25_000 },
  // A main-deck pallet position (318 x 244 x 300 cm).
  air: { label: 'air freight', maxSideCm: 320, maxChargeableKg: 10_000 },
  // A 40-foot container.
  sea: { label: 'ocean freight', maxSideCm: 1_200, maxChargeableKg: 30_000 },
};

const CONTACT_SALES = 'For larger shipments, contact our sales team for a quote.';

const DIMENSION_LABELS = { length: 'Length', width: 'Width', height: 'Height' } as const;

export const sideTooLongMessage = (side: keyof typeof DIMENSION_LABELS, mode: VehicleType) =>
  `${DIMENSION_LABELS[side]} must be at most ${SHIPMENT_BOUNDS[mode].maxSideCm.toLocaleString('en-US')} cm for ${SHIPMENT_BOUNDS[mode].label}. ${CONTACT_SALES}`;
export const chargeableTooHeavyMessage = (mode: VehicleType) =>
  `Chargeable weight (the larger of actual and volumetric weight) must be at most ${SHIPMENT_BOUNDS[mode].maxChargeableKg.toLocaleString('en-US')} kg for ${SHIPMENT_BOUNDS[mode].label}. ${CONTACT_SALES}`;

type Shipment = {
  vehicleType?: VehicleType;
  cargoWeightKg?: number;
  dimensions?: { length: number; width: number; height: number } | null;
  cargoLines?: readonly { count: number; weightKg: number; lengthCm?: number; widthCm?: number; heightCm?: number }[] | null;
};
const LINE_SIDES = { length: 'lengthCm', width: 'widthCm', height: 'heightCm' } as const;

/** The field and message of each bound the shipment breaks; empty when it fits its mode. */
export function shipmentBoundsProblems(shipment: Shipment): { path: (string | number)[]; message: string }[] {
  const mode = shipment.vehicleType;
  if (!mode || !SHIPMENT_BOUNDS[mode]) return [];
  const bounds = SHIPMENT_BOUNDS[mode];
  const problems: { path: (string | number)[]; message: string }[] = [];
  const dims = shipment.dimensions ?? undefined;
  for (const side of ['length', 'width', 'height'] as const) {
    if (dims && dims[side] > bounds.maxSideCm) problems.push({ path: ['dimensions', side], message: sideTooLongMessage(side, mode) });
    shipment.cargoLines?.forEach((line, index) => {
      const size = line[LINE_SIDES[side]];
      if (size !== undefined && size > bounds.maxSideCm) problems.push({ path: ['cargoLines', index, LINE_SIDES[side]], message: sideTooLongMessage(side, mode) });
    });
  }
  const lines = shipment.cargoLines && shipment.cargoLines.length > 0 ? shipment.cargoLines : null;
  const weighed = lines !== null || typeof shipment.cargoWeightKg === 'number';
  if (problems.length === 0 && weighed && shipmentChargeableWeight(shipment) > bounds.maxChargeableKg) {
    // The actual weight is named when it alone is too much; otherwise the dimensions make the volume too large.
    const path = lines ? ['cargoLines'] : (shipment.cargoWeightKg ?? 0) > bounds.maxChargeableKg || !dims ? ['cargoWeightKg'] : ['dimensions'];
    problems.push({ path, message: chargeableTooHeavyMessage(mode) });
  }
  return problems;
}

/** For a schema's superRefine: each broken bound as an issue on its field. */
export function refineShipmentBounds(value: Shipment, ctx: z.RefinementCtx): void {
  for (const problem of shipmentBoundsProblems(value)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

/** SECURITY.md: no single charge above the configured ceiling (MAX_CHARGE_CENTS); the customer is sent to sales. */
export const CHARGE_ABOVE_CEILING = 'This shipment is priced above what we can take online. Please contact our sales team for a quote.';
export function isChargeAboveCeiling(amountCents: number, maxChargeCents: number): boolean {
  return !Number.isFinite(amountCents) || amountCents > maxChargeCents;
}
