import { deriveCargoLine, type CargoLine } from '@meridian/contracts';

/** A line as the form holds it while typed: numbers may still be NaN (an empty box) and the type unset. */
export type CargoLineDraft = Partial<Omit<CargoLine, 'type'>> & { type?: CargoLine['type'] | '' };

const SIDES = ['lengthCm', 'widthCm', 'heightCm'] as const;
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function emptyCargoLine(): CargoLineDraft {
  return { type: '', count: 1, weightKg: Number.NaN };
}

/**
 * An empty size box is no size: three empty mean "size unknown" (not three errors), and one size given is met by the
 * contracts' one message beside Length, "Give length, width and height, or none of them".
 */
export function dropBlankSides<T extends CargoLineDraft>(line: T): T {
  const next = { ...line };
  for (const side of SIDES) if (isBlank(next[side])) delete next[side];
  if (next.type === '') delete next.type;
  return next;
}

/** Pieces and kilograms of the lines as typed so far; a box still empty counts as nothing. */
export function cargoLineTotals(lines: readonly CargoLineDraft[]): { pieces: number; weightKg: number } {
  const pieces = lines.reduce((sum, line) => sum + finite(line.count), 0);
  const grams = lines.reduce((sum, line) => sum + Math.round(finite(line.weightKg) * 1000) * finite(line.count), 0);
  return { pieces, weightKg: grams / 1000 };
}

/** A draft kept from before the cargo step had lines (a total weight and quantity): the one line that stands for it. */
export function linesFromTotals(stored: { cargoWeightKg?: unknown; quantity?: unknown }): CargoLineDraft[] | undefined {
  const weight = Number(stored.cargoWeightKg);
  const quantity = Number(stored.quantity);
  if (!(weight > 0) || !(quantity >= 1) || !Number.isInteger(quantity)) return undefined;
  return [deriveCargoLine({ cargoWeightKg: weight, quantity })];
}
