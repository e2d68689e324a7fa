import { CARGO_LINE_TYPE_LABELS, EVENT_BODY_LIMIT_BYTES, PIECE_CONDITION_LABELS, PIECE_CONDITIONS, type Piece, type PieceCondition, type PieceScanInput, type ScanStage } from '@meridian/contracts';
import { AlertTriangle, CheckCircle2, ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { formatSscc } from '../../../lib/format-sscc';
import { warmBarcodeReader } from '../lib/barcode-reader';
import { checkScan, OK_MARK, scansForMove, type PieceMark, type PieceMarks } from '../lib/piece-scans';
import { CameraScanner } from './camera-scanner';
import { PhotoField } from './photo-field';

const COPY = DRIVER_COPY.scan;
const bigInput =
  'block min-h-12 w-full rounded-lg border-2 border-slate-600 bg-white px-3 text-lg text-slate-950 focus:border-blue-800 focus:outline-none focus:ring-2 focus:ring-blue-800 aria-[invalid=true]:border-red-700';

/**
 * What the step knows and what the move sends (decision 0100): the marks per SSCC, the problems to fix, and whether
 * the driver has agreed to finish with pieces left unscanned.
 */
export function usePieceScans(pieces: readonly Piece[]) {
  const [marks, setMarks] = useState<PieceMarks>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [askUnscanned, setAskUnscanned] = useState(false);
  const [notice, setNotice] = useState<string>();
  const accepted = useRef(false);
  const unscanned = pieces.filter((piece) => !marks[piece.sscc]);

  /** The move's `pieces`, or null while something needs the driver (a note, or a yes to unscanned pieces). */
  function collect(): PieceScanInput[] | null {
    setNotice(undefined);
    if (pieces.length === 0) return [];
    const result = scansForMove(pieces, marks);
    setProblems(result.problems);
    if (Object.keys(result.problems).length > 0) return null;
    if (unscanned.length > 0 && !accepted.current) {
      setAskUnscanned(true);
      return null;
    }
    return result.scans;
  }

  const mark = (sscc: string, change: Partial<PieceMark> | null) => {
    setMarks((current) => {
      if (change === null) {
        const { [sscc]: _dropped, ...rest } = current;
        return rest;
      }
      return { ...current, [sscc]: { ...(current[sscc] ?? OK_MARK), ...change } };
    });
    setProblems(({ [sscc]: _fixed, ...rest }) => rest);
    setAskUnscanned(false);
    setNotice(undefined);
  };

  /** The move as it would be sent: refused here when its photos are more than the API reads in one body. */
  function fits(draft: unknown): boolean {
    const fitsBody = JSON.stringify(draft).length <= EVENT_BODY_LIMIT_BYTES;
    if (!fitsBody) setNotice(COPY.tooLarge);
    return fitsBody;
  }

  return { pieces, marks, problems, askUnscanned, notice, unscanned, collect, fits, mark, acceptUnscanned: () => (accepted.current = true) };
}
export type PieceScans = ReturnType<typeof usePieceScans>;

function ConditionButtons({ sscc, value, onChange }: { sscc: string; value: PieceCondition; onChange: (condition: PieceCondition) => void }) {
  return (
    <div role="group" aria-label={`${COPY.condition} ${formatSscc(sscc)}`} className="mt-2 grid grid-cols-3 gap-1">
      {PIECE_CONDITIONS.map((condition) => (
        <button
          key={condition}
          type="button"
          aria-pressed={value === condition}
          onClick={() => onChange(condition)}
          className={`min-h-12 min-w-0 rounded-lg border-2 px-1 text-sm font-bold sm:text-base ${
            value === condition ? (condition === 'ok' ? 'border-green-800 bg-green-800 text-white' : 'border-red-800 bg-red-800 text-white') : 'border-slate-500 bg-white text-slate-900'
          }`}
        >
          {PIECE_CONDITION_LABELS[condition]}
        </button>
      ))}
    </div>
  );
}

const pieceLabel = (piece: Piece, total: number) => `Piece ${piece.index} of ${total}`;

function ScannedPiece({ piece, total, mark, problem, onChange }: { piece: Piece; total: number; mark: PieceMark; problem?: string; onChange: (change: Partial<PieceMark> | null) => void }) {
  const noteId = `scan-note-${piece.sscc}`;
  return (
    <li className={`rounded-xl bg-white p-3 ring-2 ${problem ? 'ring-red-700' : mark.condition === 'ok' ? 'ring-green-700' : 'ring-red-800'}`}>
      <p className="flex items-start justify-between gap-2 text-base font-bold text-slate-950">
        <span className="inline-flex items-center gap-1">
          {/* A piece marked damaged or missing is not "all right": its mark says so, not a green check. */}
          {mark.condition === 'ok' ? (
            <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-800" />
          ) : (
            <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0 text-red-800" />
          )}
          {pieceLabel(piece, total)} · {CARGO_LINE_TYPE_LABELS[piece.type]}
        </span>
        <span className="whitespace-nowrap">{piece.weightKg} kg</span>
      </p>
      <p className="font-mono text-sm break-all text-slate-800">{formatSscc(piece.sscc)}</p>
      <ConditionButtons sscc={piece.sscc} value={mark.condition} onChange={(condition) => onChange({ condition })} />
      {mark.condition !== 'ok' && (
        <div className="mt-3 space-y-3">
          <div>
            <label htmlFor={noteId} className="block text-base font-semibold text-slate-900">
              {COPY.noteLabel} <span className="text-red-700">*</span>
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={500}
              value={mark.note}
              onChange={(event) => onChange({ note: event.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${noteId}-error` : undefined}
              className={`${bigInput} mt-1 py-2`}
            />
            {problem && (
              <p id={`${noteId}-error`} className="mt-1 text-sm font-semibold text-red-700">
                {problem}
              </p>
            )}
          </div>
          <PhotoField value={mark.photo} onChange={(photo) => onChange({ photo })} />
        </div>
      )}
      <button type="button" onClick={() => onChange(null)} className="mt-2 min-h-12 text-base font-bold text-blue-800 underline">
        {COPY.remove}
      </button>
    </li>
  );
}

/**
 * The "Scan pieces" step of a pickup or a delivery: the camera (or a typed SSCC) adds each piece as OK; a piece can be
 * marked damaged or missing with a note and a photo. An SSCC that is not this job's is refused at once, offline too.
 */
export function PieceScanStep({ stage, scans }: { stage: ScanStage; scans: PieceScans }) {
  const { pieces, marks, problems, askUnscanned, notice, unscanned, mark, acceptUnscanned } = scans;
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string }>();
  const [camera, setCamera] = useState(false);
  const inputId = `${stage}-sscc`;
  useEffect(() => {
    if (pieces.length > 0) warmBarcodeReader();
  }, [pieces.length]);
  if (pieces.length === 0) return null;
  const total = pieces.length;

  function take(text: string): boolean {
    const verdict = checkScan(text, pieces);
    if (!verdict.ok) {
      setMessage({ tone: 'error', text: verdict.message });
      return false;
    }
    const piece = pieces.find((p) => p.sscc === verdict.sscc)!;
    if (marks[verdict.sscc]) setMessage({ tone: 'ok', text: COPY.again });
    else {
      mark(verdict.sscc, {});
      setMessage({ tone: 'ok', text: COPY.added(pieceLabel(piece, total)) });
    }
    return true;
  }

  function addTyped(event?: { preventDefault: () => void }) {
    event?.preventDefault();
    if (take(typed)) setTyped('');
  }

  const scanned = pieces.filter((piece) => marks[piece.sscc]);
  return (
    <section aria-labelledby={`${stage}-scan-title`} className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-300">
      <div>
        <h3 id={`${stage}-scan-title`} className="text-lg font-extrabold text-slate-950">
          {COPY.title}
        </h3>
        <p className="text-base text-slate-800">{COPY.intro(total)}</p>
        <p className="mt-1 text-base font-bold text-slate-950" role="status">
          {COPY.scanned(scanned.length, total)}
        </p>
      </div>
      {camera ? (
        <CameraScanner onText={(text) => void take(text)} onClose={() => setCamera(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setCamera(true)}
          className="inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-xl bg-slate-900 px-4 text-lg font-bold text-white hover:bg-slate-800"
        >
          <ScanLine aria-hidden="true" className="h-6 w-6" /> {COPY.openCamera}
        </button>
      )}
      <div>
        <label htmlFor={inputId} className="block text-base font-semibold text-slate-900">
          {COPY.typeLabel}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-slate-700">
          {COPY.typeHint}
        </p>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            value={typed}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            onChange={(event) => {
              setTyped(event.target.value);
              setMessage(undefined);
            }}
            onKeyDown={(event) => {
              // Enter adds the piece; it must not submit the whole pickup or delivery.
              if (event.key === 'Enter') addTyped(event);
            }}
            aria-invalid={message?.tone === 'error' ? true : undefined}
            aria-describedby={`${inputId}-hint${message ? ` ${inputId}-message` : ''}`}
            className={`${bigInput} font-mono`}
          />
          <button type="button" onClick={() => addTyped()} className="min-h-12 shrink-0 rounded-lg bg-blue-800 px-4 text-base font-bold text-white hover:bg-blue-900">
            {COPY.add}
          </button>
        </div>
      </div>
      {message && (
        <p
          id={`${inputId}-message`}
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-3 py-2 text-base font-bold ${message.tone === 'error' ? 'bg-red-50 text-red-900 ring-2 ring-red-800' : 'bg-green-50 text-green-900 ring-1 ring-green-800'}`}
        >
          {message.text}
        </p>
      )}
      {scanned.length > 0 && (
        <ul className="space-y-2" aria-label={COPY.scanned(scanned.length, total)}>
          {scanned.map((piece) => (
            <ScannedPiece key={piece.sscc} piece={piece} total={total} mark={marks[piece.sscc]!} problem={problems[piece.sscc]} onChange={(change) => mark(piece.sscc, change)} />
          ))}
        </ul>
      )}
      {unscanned.length > 0 && (
        <div>
          <h4 className="text-base font-bold text-slate-950">{COPY.notScanned(unscanned.length)}</h4>
          <ul className="mt-1 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-300">
            {unscanned.map((piece) => (
              <li key={piece.sscc} className="flex items-center justify-between gap-2 px-3 py-1">
                <span className="min-w-0 text-sm text-slate-900">
                  <span className="font-semibold">{pieceLabel(piece, total)}</span> · {CARGO_LINE_TYPE_LABELS[piece.type]}
                  <span className="block font-mono text-xs break-all text-slate-700">{formatSscc(piece.sscc)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => mark(piece.sscc, { condition: 'missing' })}
                  className="min-h-12 shrink-0 rounded-lg border-2 border-red-800 px-3 text-sm font-bold text-red-900"
                  aria-label={`${COPY.markMissing}: ${pieceLabel(piece, total)}`}
                >
                  {COPY.markMissing}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {Object.keys(problems).length > 0 && (
        <p role="alert" className="text-base font-bold text-red-800">
          {COPY.fixProblems}
        </p>
      )}
      {notice && (
        <p role="alert" className="text-base font-bold text-red-800">
          {notice}
        </p>
      )}
      {askUnscanned && (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 ring-2 ring-amber-700">
          <p className="text-base font-bold text-amber-950">{COPY.confirmUnscanned(unscanned.length)}</p>
          <button type="submit" onClick={acceptUnscanned} className="mt-2 min-h-12 w-full rounded-lg bg-amber-800 px-4 text-base font-bold text-white">
            {COPY.finishAnyway}
          </button>
        </div>
      )}
    </section>
  );
}
