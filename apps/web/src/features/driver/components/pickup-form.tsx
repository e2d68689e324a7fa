import { pickupEventSchema, type Booking } from '@meridian/contracts';
import { useState, type FormEvent } from 'react';
import { SignaturePad } from '../../../components/ui/signature-pad';
import { DRIVER_COPY } from '../../../content/driver';
import { FormButtons, type SubmitMove } from './move-forms';
import { PieceScanStep, usePieceScans } from './piece-scan-step';

const bigInput =
  'mt-1 block min-h-12 w-full rounded-lg border-2 bg-white px-3 text-lg text-slate-950 focus:border-blue-800 focus:outline-none focus:ring-2 focus:ring-blue-800';

type Errors = Partial<Record<'senderName' | 'senderSignature' | 'note', string>>;

/**
 * Pickup on the phone (decision 0100): every piece scanned, then the sender's printed name and signature, which the
 * driver view always asks for (the API takes a pickup without them from the console or an older integration).
 */
export function PickupForm({ job, onSubmit, onCancel }: { job: Pick<Booking, 'pieces' | 'pickupPerson'>; onSubmit: SubmitMove; onCancel: () => void }) {
  const scans = usePieceScans(job.pieces ?? []);
  const [senderName, setSenderName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!senderName.trim()) next.senderName = DRIVER_COPY.senderNameRequired;
    if (!signature) next.senderSignature = DRIVER_COPY.senderSignatureRequired;
    const draft = { type: 'pickup' as const, senderName: senderName.trim(), ...(signature ? { senderSignature: signature } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    // The outbox adds the version; any number does for checking the rest.
    const parsed = pickupEventSchema.safeParse({ ...draft, version: 0 });
    if (!parsed.success) for (const issue of parsed.error.issues) if (issue.path[0] === 'senderName' || issue.path[0] === 'note') next[issue.path[0]] ??= issue.message;
    setErrors(next);
    const pieces = scans.collect();
    if (Object.keys(next).length > 0 || pieces === null) return;
    const move = { ...draft, ...(pieces.length > 0 ? { pieces } : {}) };
    if (!scans.fits(move)) return;
    setBusy(true);
    void onSubmit(move).finally(() => setBusy(false));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PieceScanStep stage="pickup" scans={scans} />
      <div>
        <label htmlFor="pickup-sender" className="block text-base font-semibold text-slate-900">
          {DRIVER_COPY.senderName} <span className="text-red-700">*</span>
        </label>
        <input
          id="pickup-sender"
          value={senderName}
          maxLength={120}
          autoComplete="off"
          placeholder={job.pickupPerson.name ? `Booked sender: ${job.pickupPerson.name}` : undefined}
          onChange={(event) => {
            setSenderName(event.target.value);
            setErrors((current) => ({ ...current, senderName: undefined }));
          }}
          aria-invalid={errors.senderName ? true : undefined}
          aria-describedby={errors.senderName ? 'pickup-sender-error' : undefined}
          className={`${bigInput} ${errors.senderName ? 'border-red-700' : 'border-slate-600'}`}
        />
        {errors.senderName && (
          <p id="pickup-sender-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.senderName}
          </p>
        )}
      </div>
      <SignaturePad
        id="pickup-signature"
        label={DRIVER_COPY.senderSignature}
        size="touch"
        hint={DRIVER_COPY.senderSignatureHint}
        error={errors.senderSignature}
        onChange={(png) => {
          setSignature(png);
          if (png) setErrors((current) => ({ ...current, senderSignature: undefined }));
        }}
      />
      <div>
        <label htmlFor="pickup-note" className="block text-base font-semibold text-slate-900">
          Note (optional)
        </label>
        <textarea id="pickup-note" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} className={`${bigInput} border-slate-600 py-2`} />
      </div>
      <FormButtons submitLabel={DRIVER_COPY.submitPickup} busy={busy} onCancel={onCancel} />
    </form>
  );
}
