import { deliverEventSchema, type PieceScanInput } from '@meridian/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { inputClass } from '../ui/form-field';
import { SignaturePad } from '../ui/signature-pad';

/** What a delivery sends, before the screen adds what it knows (the console its version, the outbox its own). */
type DeliverDraft = {
  type: 'deliver';
  receiverName: string;
  signature: string;
  photo?: string;
  location?: { place: string };
  note?: string;
  reservations?: string;
  pieces?: PieceScanInput[];
};

// The screen adds the version (the console) or the outbox does (the phone), so the form checks the rest.
const deliverSchema = deliverEventSchema.omit({ version: true });

type Errors = Partial<Record<'receiverName' | 'signature' | 'place' | 'note' | 'reservations', string>>;

// The driver's phone gets thumb-sized fields; the console's dialog keeps a form's usual sizes.
const LOOKS = {
  touch: {
    label: 'block text-base font-semibold text-slate-900',
    input: (invalid: boolean) =>
      `mt-1 block min-h-12 w-full rounded-lg border-2 bg-white px-3 text-lg text-slate-950 focus:border-blue-800 focus:outline-none focus:ring-2 focus:ring-blue-800 ${invalid ? 'border-red-700' : 'border-slate-600'}`,
    error: 'mt-1 text-sm font-semibold text-red-700',
  },
  form: {
    label: 'block text-sm font-semibold text-slate-800',
    input: (invalid: boolean) => `mt-1.5 ${inputClass(invalid)}`,
    error: 'mt-1.5 text-sm font-medium text-red-700',
  },
} as const;

interface DeliverFormProps {
  size?: keyof typeof LOOKS;
  /** The receiver the booking names, shown in the empty name field. */
  bookedReceiver?: string;
  /** The console records where and why; the phone knows where it is and sends a photo instead. */
  withPlaceAndNote?: boolean;
  photoField?: (value: string | null, onChange: (photo: string | null) => void) => ReactNode;
  signatureHint?: string;
  signatureRequired?: string;
  /** The driver's "Scan pieces" step (decision 0100), shown before the receiver signs. */
  scanStep?: ReactNode;
  /** The scanned pieces for this draft, or null while the scan step needs the driver (it says what). */
  piecesFor?: (draft: DeliverDraft) => PieceScanInput[] | null;
  onSubmit: (draft: DeliverDraft) => Promise<unknown> | void;
  buttons: (busy: boolean) => ReactNode;
}

function Field({ id, label, required, error, look, children }: { id: string; label: string; required?: boolean; error?: string; look: (typeof LOOKS)[keyof typeof LOOKS]; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={look.label}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, error?: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }) as const;

/**
 * Proof of delivery, for the driver's phone and the console alike: the receiver's printed name and signature (both
 * required), checked by the contracts' deliver schema before anything is sent.
 */
export function DeliverForm({ size = 'form', bookedReceiver, withPlaceAndNote = false, photoField, signatureHint, signatureRequired, scanStep, piecesFor, onSubmit, buttons }: DeliverFormProps) {
  const look = LOOKS[size];
  const [receiverName, setReceiverName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [place, setPlace] = useState('');
  const [note, setNote] = useState('');
  const [reservations, setReservations] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = {
      type: 'deliver' as const,
      receiverName,
      // No signature is an absent field, so the schema's own "required" message names it.
      ...(signature ? { signature } : {}),
      ...(photo ? { photo } : {}),
      ...(place.trim() ? { location: { place: place.trim() } } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(reservations.trim() ? { reservations: reservations.trim() } : {}),
    };
    const parsed = deliverSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const key = first === 'location' && second === 'place' ? 'place' : first;
        if (key === 'receiverName' || key === 'place' || key === 'note' || key === 'reservations') next[key] ??= issue.message;
        if (key === 'signature') next.signature ??= !signature && signatureRequired ? signatureRequired : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const complete = { ...draft, receiverName: parsed.data.receiverName, signature: parsed.data.signature };
    const pieces = piecesFor ? piecesFor(complete) : [];
    if (pieces === null) return;
    setBusy(true);
    void Promise.resolve(onSubmit({ ...complete, ...(pieces.length > 0 ? { pieces } : {}) })).finally(() => setBusy(false));
  }

  const clearError = (key: keyof Errors) => setErrors((current) => ({ ...current, [key]: undefined }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {scanStep}
      <Field id="deliver-receiver" label="Receiver’s printed name" required error={errors.receiverName} look={look}>
        <input
          id="deliver-receiver"
          value={receiverName}
          maxLength={120}
          autoComplete="off"
          placeholder={bookedReceiver ? `Booked receiver: ${bookedReceiver}` : undefined}
          onChange={(event) => {
            setReceiverName(event.target.value);
            clearError('receiverName');
          }}
          className={look.input(Boolean(errors.receiverName))}
          {...described('deliver-receiver', errors.receiverName)}
        />
      </Field>
      <SignaturePad
        id="deliver-signature"
        label="Receiver’s signature"
        size={size}
        hint={signatureHint}
        error={errors.signature}
        onChange={(png) => {
          setSignature(png);
          if (png) clearError('signature');
        }}
      />
      {/* What the receiver writes about the goods as they sign (a CMR's reservations, decision 0100). */}
      <Field id="deliver-reservations" label="Reservations" error={errors.reservations} look={look}>
        <textarea
          id="deliver-reservations"
          rows={2}
          maxLength={1000}
          value={reservations}
          placeholder="e.g. One carton crushed on a corner"
          onChange={(event) => {
            setReservations(event.target.value);
            clearError('reservations');
          }}
          className={look.input(Boolean(errors.reservations))}
          {...described('deliver-reservations', errors.reservations)}
        />
      </Field>
      {photoField?.(photo, setPhoto)}
      {withPlaceAndNote && (
        <>
          <Field id="deliver-place" label="Place" error={errors.place} look={look}>
            <input id="deliver-place" value={place} maxLength={200} onChange={(event) => setPlace(event.target.value)} className={look.input(Boolean(errors.place))} {...described('deliver-place', errors.place)} />
          </Field>
          <Field id="deliver-note" label="Note" error={errors.note} look={look}>
            <textarea id="deliver-note" rows={3} value={note} onChange={(event) => setNote(event.target.value)} className={look.input(Boolean(errors.note))} {...described('deliver-note', errors.note)} />
          </Field>
        </>
      )}
      {buttons(busy)}
    </form>
  );
}
