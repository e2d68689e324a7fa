import { CARGO_LINE_TYPE_LABELS, latestScan, PIECE_CONDITION_LABELS, SCAN_STAGES, type ScannedPiece as Piece } from '@meridian/contracts';
import { useState } from 'react';
import { PIECES_COPY } from '../../content/shipment-facts';
import { formatSscc } from '../../lib/format-sscc';
import { Button } from '../ui/button';

// A booking may carry up to 1,000 pieces (contracts' MAX_PIECES); the first few are shown until asked for all.
const PREVIEW = 10;

const sizeOf = (piece: Piece) =>
  piece.lengthCm !== undefined && piece.widthCm !== undefined && piece.heightCm !== undefined
    ? `${piece.lengthCm} × ${piece.widthCm} × ${piece.heightCm} cm`
    : undefined;
const size = (piece: Piece) => sizeOf(piece) ?? PIECES_COPY.noSize;

/** The latest condition recorded at each end (decision 0100), e.g. "Pickup OK · Delivery Damaged"; empty before any scan. */
function conditionOf(piece: Piece): string {
  return SCAN_STAGES.flatMap((stage) => {
    const scan = latestScan(piece.scans, stage);
    return scan ? [`${PIECES_COPY.stage[stage]} ${PIECE_CONDITION_LABELS[scan.condition]}`] : [];
  }).join(' · ');
}
const notOk = (piece: Piece) => SCAN_STAGES.some((stage) => (latestScan(piece.scans, stage)?.condition ?? 'ok') !== 'ok');

/** On a phone each piece is a small card: five columns and an 18-digit number do not fit 375 px. */
function PieceCards({ pieces, total, scanned }: { pieces: readonly Piece[]; total: number; scanned: boolean }) {
  return (
    <ul className="space-y-2 sm:hidden" aria-label={PIECES_COPY.caption(total)}>
      {pieces.map((piece) => (
        <li key={piece.index} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="flex justify-between gap-2 font-semibold text-slate-900">
            <span>
              {PIECES_COPY.of(piece.index, total)} · {CARGO_LINE_TYPE_LABELS[piece.type]}
            </span>
            <span>{piece.weightKg} kg</span>
          </p>
          {sizeOf(piece) && <p className="text-slate-700">{sizeOf(piece)}</p>}
          <p className="font-mono text-xs text-slate-900">
            <span className="font-sans text-slate-700">{PIECES_COPY.sscc} </span>
            {formatSscc(piece.sscc)}
          </p>
          {scanned && conditionOf(piece) && <p className={notOk(piece) ? 'font-semibold text-red-800' : 'text-slate-700'}>{conditionOf(piece)}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * One row per physical piece: n of N, type, weight, size and the SSCC printed on its label (decision 0096), and once
 * scanned, its condition at pickup and at delivery (decision 0100).
 */
export function PiecesTable({ pieces }: { pieces: readonly Piece[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? pieces : pieces.slice(0, PREVIEW);
  const th = 'py-2 pr-4 font-semibold whitespace-nowrap';
  const scanned = pieces.some((piece) => piece.scans?.length);
  return (
    <div>
      <PieceCards pieces={shown} total={pieces.length} scanned={scanned} />
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm" data-testid="pieces-table">
          <caption className="mb-2 text-left text-sm text-slate-700">{PIECES_COPY.caption(pieces.length)}</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className={th}>
                {PIECES_COPY.piece}
              </th>
              <th scope="col" className={th}>
                {PIECES_COPY.type}
              </th>
              <th scope="col" className={th}>
                {PIECES_COPY.weight}
              </th>
              <th scope="col" className={th}>
                {PIECES_COPY.size}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {PIECES_COPY.sscc}
              </th>
              {scanned && (
                <th scope="col" className="py-2 pl-4 font-semibold">
                  {PIECES_COPY.condition}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((piece) => (
              <tr key={piece.index}>
                <th scope="row" className="py-2 pr-4 font-semibold whitespace-nowrap text-slate-900">
                  {PIECES_COPY.of(piece.index, pieces.length)}
                </th>
                <td className="py-2 pr-4 text-slate-800">{CARGO_LINE_TYPE_LABELS[piece.type]}</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{piece.weightKg} kg</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{size(piece)}</td>
                <td className="py-2 font-mono text-xs whitespace-nowrap text-slate-900">{formatSscc(piece.sscc)}</td>
                {scanned && <td className={`py-2 pl-4 ${notOk(piece) ? 'font-semibold text-red-800' : 'text-slate-800'}`}>{conditionOf(piece) || '–'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pieces.length > PREVIEW && (
        <Button variant="secondary" className="mt-3" onClick={() => setAll((value) => !value)}>
          {all ? PIECES_COPY.showFewer : PIECES_COPY.showAll(pieces.length)}
        </Button>
      )}
      <p className="mt-3 text-xs text-slate-700">{PIECES_COPY.ssccHelp}</p>
    </div>
  );
}
