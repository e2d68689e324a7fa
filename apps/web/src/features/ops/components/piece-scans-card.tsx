import { PIECE_CONDITION_LABELS, type Booking, type PieceScan, type ScannedPiece } from '@meridian/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatSscc } from '../../../lib/format-sscc';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useScanPhoto } from '../api/piece-scans';
import { Card, linkClass } from './card';

const COPY = OPS_COPY.pieceScans;
const CONDITION_LOOK: Record<PieceScan['condition'], string> = {
  ok: 'bg-green-100 text-green-900',
  damaged: 'bg-red-100 text-red-900',
  missing: 'bg-amber-100 text-amber-950',
};

/** The photo of one scan, fetched with the token only when the operator asks for it. */
function ScanPhoto({ bookingId, sscc, n }: { bookingId: string; sscc: string; n: number }) {
  const [open, setOpen] = useState(false);
  const photo = useScanPhoto(bookingId, sscc, n, { enabled: open });
  const url = useObjectUrl(photo.data);
  if (!open)
    return (
      <button type="button" className={`${linkClass} text-sm`} onClick={() => setOpen(true)}>
        {COPY.showPhoto}
      </button>
    );
  if (url) return <img src={url} alt={COPY.photoAlt(formatSscc(sscc))} className="mt-1 max-h-48 w-full max-w-xs rounded-lg border border-slate-200 object-contain" />;
  if (photo.isError) return <p className="text-sm text-red-800">{messageOr(photo.error, COPY.photoFailed)}</p>;
  return (
    <p role="status" className="text-sm text-slate-700">
      {COPY.loadingPhoto}
    </p>
  );
}

function ScanRow({ bookingId, piece, scan, n }: { bookingId: string; piece: ScannedPiece; scan: PieceScan; n: number }) {
  return (
    <li className="grid gap-1 py-2 text-sm sm:grid-cols-[7rem_6rem_1fr] sm:gap-3">
      <span className="font-semibold text-slate-900">{COPY.stage[scan.stage]}</span>
      <span>
        <Badge className={CONDITION_LOOK[scan.condition]}>{PIECE_CONDITION_LABELS[scan.condition]}</Badge>
      </span>
      <span className="min-w-0 text-slate-800">
        {scan.note && <span className="block break-words whitespace-pre-wrap text-slate-900">{scan.note}</span>}
        <span className="block text-slate-700">
          {scan.byName ? `${scan.byName} · ` : ''}
          {formatDateTime(scan.at)}
        </span>
        {scan.hasPhoto && <ScanPhoto bookingId={bookingId} sscc={piece.sscc} n={n} />}
      </span>
    </li>
  );
}

/** Each piece with what was recorded of it at pickup and at delivery, oldest first (decision 0100). */
export function PieceScansCard({ booking }: { booking: Booking }) {
  const pieces = booking.pieces ?? [];
  const total = pieces.length;
  const scanned = pieces.filter((piece) => piece.scans?.length).length;
  return (
    <Card title={COPY.title}>
      <p className="text-sm text-slate-700">{COPY.summary(scanned, total)}</p>
      <ol className="mt-3 space-y-3" aria-label={COPY.title}>
        {pieces.map((piece) => (
          <li key={piece.sscc} className="rounded-lg bg-slate-50 px-3 py-2">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold text-slate-900">{COPY.piece(piece.index, total)}</span>
              <span className="font-mono text-xs text-slate-800">{formatSscc(piece.sscc)}</span>
            </p>
            {piece.scans?.length ? (
              <ul className="divide-y divide-slate-200">
                {piece.scans.map((scan, n) => (
                  <ScanRow key={`${scan.stage}-${scan.at}-${n}`} bookingId={booking._id} piece={piece} scan={scan} n={n} />
                ))}
              </ul>
            ) : (
              <p className="py-1 text-sm text-slate-700">{COPY.notScanned}</p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
