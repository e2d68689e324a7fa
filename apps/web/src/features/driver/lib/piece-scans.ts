import { PIECE_SCAN_MESSAGES, pieceScanInputSchema, ssccField, type Piece, type PieceCondition, type PieceScanInput } from '@meridian/contracts';

// The "Scan pieces" step's rules (decision 0100): what a scanned or typed text names, whether it is this job's piece,
// and the `pieces` a move sends. Pure, so the phone refuses a foreign SSCC at once, offline too, from the job's pieces.

/** What the driver recorded of one piece before the move is sent. */
export type PieceMark = { condition: PieceCondition; note: string; photo: string | null };
export type PieceMarks = Record<string, PieceMark>;

// GS1's FNC1 as a camera may hand it over between element strings (ASCII 29).
const GROUP_SEPARATOR = String.fromCharCode(29);

export type ScanVerdict = { ok: true; sscc: string } | { ok: false; message: string };

/**
 * A scanner's or a thumb's text as an SSCC of this job. A camera may hand over the GS1 symbology prefix `]C1` and
 * group separators; a person types spaces and the `(00)`; the contracts' ssccField drops the `(00)`/`00`.
 */
export function checkScan(text: string, pieces: readonly Pick<Piece, 'sscc'>[]): ScanVerdict {
  const cleaned = text.replace(/^\]C1/, '').split(GROUP_SEPARATOR).join('').replace(/\s/g, '');
  const parsed = ssccField.safeParse(cleaned);
  if (!parsed.success) return { ok: false, message: PIECE_SCAN_MESSAGES.sscc };
  if (!pieces.some((piece) => piece.sscc === parsed.data)) return { ok: false, message: PIECE_SCAN_MESSAGES.notThisBooking(parsed.data) };
  return { ok: true, sscc: parsed.data };
}

export const OK_MARK: PieceMark = { condition: 'ok', note: '', photo: null };

/** The move's `pieces`, in the job's order, or the problems per SSCC (a damaged or missing piece without a note). */
export function scansForMove(pieces: readonly Pick<Piece, 'sscc'>[], marks: PieceMarks): { scans: PieceScanInput[]; problems: Record<string, string> } {
  const scans: PieceScanInput[] = [];
  const problems: Record<string, string> = {};
  for (const piece of pieces) {
    const mark = marks[piece.sscc];
    if (!mark) continue;
    const scan = { sscc: piece.sscc, condition: mark.condition, ...(mark.note.trim() ? { note: mark.note.trim() } : {}), ...(mark.condition !== 'ok' && mark.photo ? { photo: mark.photo } : {}) };
    const parsed = pieceScanInputSchema.safeParse(scan);
    if (parsed.success) scans.push(scan);
    else problems[piece.sscc] = parsed.error.issues[0]?.message ?? PIECE_SCAN_MESSAGES.noteNeeded;
  }
  return { scans, problems };
}
