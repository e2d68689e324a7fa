import {
  DELIVERY_FAILURE_REASON_LABELS,
  DELIVERY_FAILURE_REASONS,
  deliveryFailedEventSchema,
  MAX_DELIVERY_ATTEMPTS,
  type Booking,
  type DeliveryFailureReason,
} from '@meridian/contracts';
import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { FormButtons, type SubmitMove } from './move-forms';
import { PhotoField } from './photo-field';

const COPY = DRIVER_COPY.attempt;
type Problems = Partial<Record<'reason' | 'note', string>>;

/**
 * "Could not deliver" (decision 0108): why, a note (needed for "Other") and an optional photo of the door or the
 * notice left. The contracts' schema decides, so the phone refuses what the API would.
 */
export function DeliveryFailedForm({ job, onSubmit, onCancel }: { job: Pick<Booking, 'deliveryAttempts'>; onSubmit: SubmitMove; onCancel: () => void }) {
  const [reason, setReason] = useState<DeliveryFailureReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const number = (job.deliveryAttempts?.length ?? 0) + 1;
  const last = number >= MAX_DELIVERY_ATTEMPTS;

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = { type: 'delivery-failed' as const, reason, ...(note.trim() ? { note: note.trim() } : {}), ...(photo ? { photo } : {}) };
    const parsed = deliveryFailedEventSchema.safeParse({ ...draft, version: 0 });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'note') && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    const { version: _seen, ...move } = parsed.data;
    setBusy(true);
    void onSubmit(move).finally(() => setBusy(false));
  }

  const noteHint = reason === 'other' ? COPY.noteRequiredHint : COPY.noteOptionalHint;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className={`flex gap-2 rounded-lg px-3 py-2 text-base font-semibold ring-2 ${last ? 'bg-red-50 text-red-950 ring-red-800' : 'bg-amber-50 text-amber-950 ring-amber-700'}`}>
        {last && <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />}
        {last ? COPY.lastWarning(MAX_DELIVERY_ATTEMPTS) : COPY.counting(number, MAX_DELIVERY_ATTEMPTS)}
      </p>
      <fieldset aria-describedby={problems.reason ? 'attempt-reason-error' : undefined}>
        <legend className="text-base font-semibold text-slate-900">
          {COPY.reasonLegend} <span className="text-red-700">*</span>
        </legend>
        <div className="mt-2 grid gap-2">
          {DELIVERY_FAILURE_REASONS.map((value) => (
            <label
              key={value}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 text-lg font-semibold text-slate-950 ${
                reason === value ? 'border-blue-800 bg-blue-50' : 'border-slate-500 bg-white'
              }`}
            >
              <input
                type="radio"
                name="attempt-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblems({});
                }}
                className="h-5 w-5 accent-blue-800"
              />
              {DELIVERY_FAILURE_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        {problems.reason && (
          <p id="attempt-reason-error" className="mt-1 text-sm font-semibold text-red-700">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="attempt-note" className="block text-base font-semibold text-slate-900">
          {COPY.noteLabel} {reason === 'other' && <span className="text-red-700">*</span>}
        </label>
        <p id="attempt-note-hint" className="text-sm text-slate-700">
          {noteHint}
        </p>
        <textarea
          id="attempt-note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setProblems((found) => ({ ...found, note: undefined }));
          }}
          aria-invalid={problems.note ? true : undefined}
          aria-describedby={problems.note ? 'attempt-note-error attempt-note-hint' : 'attempt-note-hint'}
          className="mt-1 block min-h-12 w-full rounded-lg border-2 border-slate-600 bg-white px-3 py-2 text-lg text-slate-950 focus:border-blue-800 focus:ring-2 focus:ring-blue-800 focus:outline-none aria-[invalid=true]:border-red-700"
        />
        {problems.note && (
          <p id="attempt-note-error" className="mt-1 text-sm font-semibold text-red-700">
            {problems.note}
          </p>
        )}
      </div>
      <PhotoField value={photo} onChange={setPhoto} alt="Photo of the failed attempt" />
      <FormButtons submitLabel={COPY.submit} busy={busy} onCancel={onCancel} />
    </form>
  );
}
