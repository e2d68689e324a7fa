import { buildSscc, expandPieces, GS1_DOCUMENTATION_COMPANY_PREFIX, type CargoLine, type Piece } from '@meridian/contracts';
import { reserveSsccSerials } from './sscc-serials.repository';

// Decision 0098: every physical piece gets a GS1 SSCC: extension digit 0, the carrier's company prefix (config
// GS1_COMPANY_PREFIX) and a serial reference from the atomic counter in `sscc_serials`, never handed out twice.
const SSCC_EXTENSION_DIGIT = 0;
let companyPrefix = GS1_DOCUMENTATION_COMPANY_PREFIX;

/** Set once by the composition from the config (validated there: 6-12 digits). */
export function setSsccCompanyPrefix(prefix: string): void {
  companyPrefix = prefix;
}

/** `count` new SSCCs, from one reservation of consecutive serials. */
export async function allocateSsccs(count: number): Promise<string[]> {
  if (count <= 0) return [];
  const first = await reserveSsccSerials(companyPrefix, count);
  return Array.from({ length: count }, (_, i) => buildSscc({ extensionDigit: SSCC_EXTENSION_DIGIT, companyPrefix, serial: first + i }));
}

const pieceCount = (lines: readonly CargoLine[]) => lines.reduce((sum, line) => sum + line.count, 0);

/** One piece per physical piece of the lines, each with a new SSCC. */
export async function newPieces(lines: readonly CargoLine[]): Promise<Piece[]> {
  return expandPieces(lines, await allocateSsccs(pieceCount(lines)));
}

/**
 * The pieces after an edit of the lines: piece n keeps the SSCC it had (its label may already be on it) and only the
 * pieces added get new ones; the pieces beyond the new count are dropped with their SSCCs, which are not reused.
 */
export async function piecesAfterEdit(previous: readonly { sscc?: string | null }[], lines: readonly CargoLine[]): Promise<Piece[]> {
  const total = pieceCount(lines);
  const kept = previous
    .slice(0, total)
    .map((piece) => piece.sscc)
    .filter((sscc): sscc is string => Boolean(sscc));
  return expandPieces(lines, [...kept, ...(await allocateSsccs(total - kept.length))]);
}
