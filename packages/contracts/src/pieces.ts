import { z } from 'zod';

// Decision 0096: a booking's cargo as lines of like pieces, each physical piece with its own SSCC.
export const CARGO_LINE_TYPES = ['pallet', 'box', 'crate', 'drum', 'roll', 'envelope'] as const;
export type CargoLineType = (typeof CARGO_LINE_TYPES)[number];
export const CARGO_LINE_TYPE_LABELS: Record<CargoLineType, string> = {
  pallet: 'Pallet',
  box: 'Box',
  crate: 'Crate',
  drum: 'Drum',
  roll: 'Roll',
  envelope: 'Envelope',
};
/** A line of pieces derived from a booking without lines (quantity, total weight, overall dimensions) has this type. */
const DERIVED_LINE_TYPE: CargoLineType = 'box';

/** One booking carries at most this many pieces: each gets a label and an SSCC; larger consignments are several bookings. */
export const MAX_PIECES = 1_000;
export const MAX_CARGO_LINES = 50;
const MAX_PIECE_WEIGHT_KG = 30_000;
const MAX_PIECE_SIDE_CM = 10_000;

const pieceSide = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite()
    .gt(0, `${label} must be greater than 0`)
    .max(MAX_PIECE_SIDE_CM, `${label} must be at most ${MAX_PIECE_SIDE_CM} cm`);

export const PIECE_MESSAGES = {
  allSides: 'Give length, width and height, or none of them',
  tooManyPieces: `A booking carries at most ${MAX_PIECES.toLocaleString('en-US')} pieces; split larger consignments into several bookings`,
  linesAndTotals: 'Give either cargo lines or a total weight, quantity and dimensions, not both',
} as const;

const cargoLineSchema = z
  .strictObject({
    type: z.enum(CARGO_LINE_TYPES, { error: 'Choose a piece type' }),
    count: z.number({ error: 'Count is required' }).int('Count must be a whole number').min(1, 'Count must be at least 1').max(MAX_PIECES, PIECE_MESSAGES.tooManyPieces),
    weightKg: z
      .number({ error: 'Weight is required' })
      .finite()
      .gt(0, 'Weight must be greater than 0')
      .max(MAX_PIECE_WEIGHT_KG, `Weight must be at most ${MAX_PIECE_WEIGHT_KG.toLocaleString('en-US')} kg a piece`)
      .meta({ description: 'Gross weight of each piece of the line, kg' }),
    lengthCm: pieceSide('Length').optional(),
    widthCm: pieceSide('Width').optional(),
    heightCm: pieceSide('Height').optional(),
  })
  .superRefine((line, ctx) => {
    const given = [line.lengthCm, line.widthCm, line.heightCm].filter((side) => side !== undefined).length;
    if (given !== 0 && given !== 3) ctx.addIssue({ code: 'custom', path: ['lengthCm'], message: PIECE_MESSAGES.allSides });
  })
  .meta({ id: 'CargoLine', description: 'Like pieces: count of them, each of this weight and size' });
export type CargoLine = z.infer<typeof cargoLineSchema>;

export const cargoLinesSchema = z
  .array(cargoLineSchema)
  .min(1, 'Add at least one line')
  .max(MAX_CARGO_LINES, `At most ${MAX_CARGO_LINES} lines`)
  .refine((lines) => lines.reduce((sum, line) => sum + line.count, 0) <= MAX_PIECES, PIECE_MESSAGES.tooManyPieces);

export const pieceSchema = z
  .object({
    index: z.number().int().meta({ description: '1-based: piece n of N' }),
    sscc: z.string().meta({ description: 'GS1 Serial Shipping Container Code, 18 digits' }),
    type: z.enum(CARGO_LINE_TYPES),
    weightKg: z.number(),
    lengthCm: z.number().optional(),
    widthCm: z.number().optional(),
    heightCm: z.number().optional(),
  })
  .meta({ id: 'Piece' });
export type Piece = z.infer<typeof pieceSchema>;

/** The sums the booking's screens show: total weight (kg, to the gram) and number of pieces. */
export function cargoTotals(lines: readonly CargoLine[]): { cargoWeightKg: number; quantity: number } {
  const grams = lines.reduce((sum, line) => sum + Math.round(line.weightKg * 1000) * line.count, 0);
  return { cargoWeightKg: grams / 1000, quantity: lines.reduce((sum, line) => sum + line.count, 0) };
}

/**
 * The one line a booking without lines stands for: its quantity of boxes sharing the total weight. The overall
 * dimensions describe the whole consignment, so they become a piece's size only when there is one piece.
 */
export function deriveCargoLine(input: {
  quantity: number;
  cargoWeightKg: number;
  dimensions?: { length: number; width: number; height: number } | null;
}): CargoLine {
  const single = input.quantity === 1 && input.dimensions;
  return {
    type: DERIVED_LINE_TYPE,
    count: input.quantity,
    weightKg: Math.round((input.cargoWeightKg / input.quantity) * 1000) / 1000,
    ...(single ? { lengthCm: input.dimensions!.length, widthCm: input.dimensions!.width, heightCm: input.dimensions!.height } : {}),
  };
}

/** Pieces 1..N in line order, each with the SSCC the caller allocated for it. */
export function expandPieces(lines: readonly CargoLine[], ssccs: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  for (const line of lines) {
    for (let n = 0; n < line.count; n += 1) {
      const index = pieces.length + 1;
      pieces.push({
        index,
        sscc: ssccs[index - 1]!,
        type: line.type,
        weightKg: line.weightKg,
        ...(line.lengthCm !== undefined ? { lengthCm: line.lengthCm, widthCm: line.widthCm, heightCm: line.heightCm } : {}),
      });
    }
  }
  return pieces;
}

// ---- GS1 SSCC ------------------------------------------------------------------------------------------------------

/** GS1's documentation company prefix, the default until a carrier sets its own (GS1_COMPANY_PREFIX). */
export const GS1_DOCUMENTATION_COMPANY_PREFIX = '0614141';
const SSCC_LENGTH = 18;

/** The GS1 mod-10 check digit of a digit string (weights 3 and 1 alternating from the right). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** How many serial references a company prefix leaves room for (17 digits less the extension digit and the prefix). */
export function ssccSerialDigits(companyPrefix: string): number {
  return SSCC_LENGTH - 2 - companyPrefix.length;
}

/** An 18-digit SSCC: extension digit, company prefix, serial reference padded to fit, check digit. */
export function buildSscc(input: { extensionDigit: number; companyPrefix: string; serial: number }): string {
  const serialDigits = ssccSerialDigits(input.companyPrefix);
  const serial = String(input.serial).padStart(serialDigits, '0');
  if (!/^\d$/.test(String(input.extensionDigit)) || !/^\d{6,12}$/.test(input.companyPrefix) || serial.length !== serialDigits) {
    throw new RangeError('SSCC out of range: extension digit 0-9, a 6-12 digit company prefix and a serial that fits');
  }
  const body = `${input.extensionDigit}${input.companyPrefix}${serial}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export function isValidSscc(value: string): boolean {
  return /^\d{18}$/.test(value) && gs1CheckDigit(value.slice(0, 17)) === Number(value[17]);
}
