import { z } from 'zod';
import { dataUrlField, MAX_PHOTO_BYTES } from './data-url';
import { objectIdSchema } from './envelope';
import { MAX_PIECES, pieceSchema } from './pieces';
import { optionalText } from './text';

// ---- Piece scans at pickup and delivery (issue 48; decision 0100) ---------------------------------------------------
// The driver scans each piece's SSCC label (or types it) at both ends and says what state it is in. A piece noted
// damaged or missing needs a note saying what was seen; a photo is optional.

export const PIECE_CONDITIONS = ['ok', 'damaged', 'missing'] as const;
export type PieceCondition = (typeof PIECE_CONDITIONS)[number];
export const PIECE_CONDITION_LABELS: Record<PieceCondition, string> = { ok: 'OK', damaged: 'Damaged', missing: 'Missing' };

export const SCAN_STAGES = ['pickup', 'delivery'] as const;
export type ScanStage = (typeof SCAN_STAGES)[number];

export const PIECE_SCAN_MESSAGES = {
  sscc: 'An SSCC is 18 digits',
  noteNeeded: 'Say what is wrong with a damaged or missing piece',
  duplicate: 'Each piece is scanned once per move',
  notThisBooking: (sscc: string) => `Piece ${sscc} does not belong to this shipment`,
} as const;

export const ssccField = z
  .string({ error: PIECE_SCAN_MESSAGES.sscc })
  .trim()
  // A scanner reading the GS1-128 label hands over "(00)" or "00" before the 18 digits; both are the same piece.
  .transform((value) => value.replace(/^\(00\)/, '').replace(/^00(?=\d{18}$)/, ''))
  .pipe(z.string().regex(/^\d{18}$/, PIECE_SCAN_MESSAGES.sscc));

export const pieceScanInputSchema = z
  .strictObject({
    sscc: ssccField,
    condition: z.enum(PIECE_CONDITIONS, { error: 'Condition is ok, damaged or missing' }),
    note: optionalText('Note', 500, 'multi'),
    photo: dataUrlField('Photo', MAX_PHOTO_BYTES).optional(),
  })
  .refine((scan) => scan.condition === 'ok' || Boolean(scan.note), { message: PIECE_SCAN_MESSAGES.noteNeeded, path: ['note'] })
  .meta({ id: 'PieceScanInput' });
export type PieceScanInput = z.input<typeof pieceScanInputSchema>;

export const pieceScansInputSchema = z
  .array(pieceScanInputSchema)
  .max(MAX_PIECES, `At most ${MAX_PIECES} pieces`)
  .refine((scans) => new Set(scans.map((scan) => scan.sscc)).size === scans.length, PIECE_SCAN_MESSAGES.duplicate);

/** One scan as a booking reader sees it (the photo is a file served by the API, not inline). */
export const pieceScanSchema = z
  .object({
    stage: z.enum(SCAN_STAGES),
    condition: z.enum(PIECE_CONDITIONS),
    note: z.string().optional(),
    hasPhoto: z.boolean(),
    at: z.string(),
    byName: z.string().optional(),
  })
  .meta({ id: 'PieceScan' });
export type PieceScan = z.infer<typeof pieceScanSchema>;

/** A booking's piece with what was recorded of it at each end, oldest first. */
export const scannedPieceSchema = pieceSchema.extend({ scans: z.array(pieceScanSchema).optional() }).meta({ id: 'ScannedPiece' });
export type ScannedPiece = z.infer<typeof scannedPieceSchema>;

/** What the sender handed over, as the receiver's proof of delivery says what was received. */
export const proofOfPickupSummarySchema = z
  .object({
    senderName: z.string(),
    pickedUpAt: z.string(),
    place: z.string().optional(),
    hasSignature: z.boolean(),
  })
  .meta({ id: 'ProofOfPickup' });
export type ProofOfPickupSummary = z.infer<typeof proofOfPickupSummarySchema>;

/** The latest scan of each stage, in the order a screen lists them: what was handed over, then what arrived. */
export function latestScan(scans: readonly PieceScan[] | undefined, stage: ScanStage): PieceScan | undefined {
  return [...(scans ?? [])].reverse().find((scan) => scan.stage === stage);
}

// ---- Reading a scan's photo and the sender's signature (decision 0102) ----------------------------------------------

/** `GET /bookings/{id}/pieces/{sscc}/scans/{n}/photo`: `n` counts the piece's scans from 0, oldest first, as answered. */
export const pieceScanPhotoParamsSchema = z.strictObject({
  id: objectIdSchema,
  sscc: ssccField,
  n: z.coerce.number({ error: 'n is a scan number' }).int('n is a scan number').min(0, 'n is a scan number').max(10_000, 'n is a scan number'),
});
export type PieceScanPhotoParams = z.infer<typeof pieceScanPhotoParamsSchema>;

export const pieceScanPhotoPath = (bookingId: string, sscc: string, n: number) => `/bookings/${bookingId}/pieces/${sscc}/scans/${n}/photo`;

export const PIECE_SCAN_PHOTO_NOT_FOUND = 'This scan has no photo.';
export const PROOF_OF_PICKUP_NOT_AVAILABLE = 'This booking has no sender’s signature yet.';
