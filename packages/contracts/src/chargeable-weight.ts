// Kept apart from quote.ts so the shipment bounds, which the quote's schemas refine with, can use it without a
// circular import.
const VOLUMETRIC_DIVISOR = 5000;

// Chargeable weight is the larger of actual and volumetric weight (L x W x H in cm / 5000, in kg).
export function chargeableWeight(weight: number, dims?: { length: number; width: number; height: number }): number {
  if (!dims) return weight;
  return Math.max(weight, (dims.length * dims.width * dims.height) / VOLUMETRIC_DIVISOR);
}

type LineSize = { count: number; weightKg: number; lengthCm?: number; widthCm?: number; heightCm?: number };

/** Chargeable weight per piece (decision 0096), summed over the lines. */
function chargeableWeightOfLines(lines: readonly LineSize[]): number {
  return lines.reduce((sum, line) => {
    const dims = line.lengthCm !== undefined && line.widthCm !== undefined && line.heightCm !== undefined
      ? { length: line.lengthCm, width: line.widthCm, height: line.heightCm }
      : undefined;
    return sum + line.count * chargeableWeight(line.weightKg, dims);
  }, 0);
}

/**
 * A shipment's chargeable weight: per piece when it has lines, or from the total and the consignment's overall
 * dimensions as before lines existed (an old client's price does not change).
 */
export function shipmentChargeableWeight(shipment: {
  cargoWeightKg?: number;
  dimensions?: { length: number; width: number; height: number } | null;
  cargoLines?: readonly LineSize[] | null;
}): number {
  if (shipment.dimensions || !shipment.cargoLines || shipment.cargoLines.length === 0) {
    return chargeableWeight(shipment.cargoWeightKg ?? 0, shipment.dimensions ?? undefined);
  }
  return chargeableWeightOfLines(shipment.cargoLines);
}
