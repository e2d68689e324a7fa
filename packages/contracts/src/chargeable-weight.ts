// Kept apart from quote.ts so the shipment bounds, which the quote's schemas refine with, can use it without a
// circular import.
const VOLUMETRIC_DIVISOR = 5000;

// Chargeable weight is the larger of actual and volumetric weight (L x W x H in cm / 5000, in kg).
export function chargeableWeight(weight: number, dims?: { length: number; width: number; height: number }): number {
  if (!dims) return weight;
  return Math.max(weight, (dims.length * dims.width * dims.height) / VOLUMETRIC_DIVISOR);
}
