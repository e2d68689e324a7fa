import {
  eventPlaceSchema,
  isInBand,
  readingCelsiusField,
  SHIPMENT_EVENT_LABELS,
  temperatureBand,
  type Booking,
  type GeoPoint,
} from '@meridian/contracts';
import { LocateFixed } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { currentPosition, formatCoordinates } from '../lib/geolocation';
import type { MoveDraft } from '../outbox/outbox-types';

export type SubmitMove = (draft: MoveDraft) => Promise<void>;

const bigInput =
  'block min-h-12 w-full rounded-lg border-2 border-slate-600 bg-white px-3 text-lg text-slate-950 focus:border-blue-800 focus:outline-none focus:ring-2 focus:ring-blue-800 aria-[invalid=true]:border-red-700';

function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {children}
    </p>
  );
}

/** Confirm and Back, thumb-sized, the confirm button first (nearest the thumb on a phone held in one hand). */
export function FormButtons({ submitLabel, busy, onCancel }: { submitLabel: string; busy?: boolean; onCancel: () => void }) {
  return (
    <div className="mt-4 grid gap-2">
      <button type="submit" disabled={busy} className="min-h-14 rounded-xl bg-blue-800 px-4 text-lg font-bold text-white hover:bg-blue-900 disabled:opacity-60">
        {submitLabel}
      </button>
      <button type="button" onClick={onCancel} className="min-h-12 rounded-xl border-2 border-slate-600 px-4 text-base font-bold text-slate-900 hover:bg-slate-100">
        Back
      </button>
    </div>
  );
}

function NoteField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        Note (optional)
      </label>
      <textarea id={id} rows={2} maxLength={500} value={value} onChange={(event) => onChange(event.target.value)} className={`${bigInput} mt-1 py-2`} />
    </div>
  );
}

const withNote = (note: string) => (note.trim() ? { note: note.trim() } : {});

/** Picked up and Out for delivery: one tap to open, one to confirm, so a brushed button never moves freight. */
export function ConfirmMoveForm({ type, onSubmit, onCancel }: { type: 'pickup' | 'out-for-delivery'; onSubmit: SubmitMove; onCancel: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onSubmit({ type, ...withNote(note) }).finally(() => setBusy(false));
      }}
    >
      <NoteField id={`${type}-note`} value={note} onChange={setNote} />
      <FormButtons submitLabel={`Confirm: ${SHIPMENT_EVENT_LABELS[type]}`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

type Fix = { state: 'locating' } | { state: 'found'; point: GeoPoint } | { state: 'unavailable' };

/** Location update: the phone's position when allowed, with a place the driver can read and change. */
export function LocationForm({ onSubmit, onCancel }: { onSubmit: SubmitMove; onCancel: () => void }) {
  const [fix, setFix] = useState<Fix>({ state: 'locating' });
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void currentPosition().then((point) => {
      if (!active) return;
      setFix(point ? { state: 'found', point } : { state: 'unavailable' });
      if (point) setPlace((typed) => typed || `Near ${formatCoordinates(point)}`);
    });
    return () => {
      active = false;
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = eventPlaceSchema.shape.place.safeParse(place);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Type where you are');
      return;
    }
    setBusy(true);
    const coordinates = fix.state === 'found' ? { coordinates: fix.point } : {};
    void onSubmit({ type: 'location', location: { place: parsed.data, ...coordinates } }).finally(() => setBusy(false));
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 flex items-center gap-2 text-base text-slate-900" role="status">
        <LocateFixed aria-hidden="true" className="h-5 w-5 shrink-0" />
        {fix.state === 'locating' ? DRIVER_COPY.locating : fix.state === 'found' ? `GPS ${formatCoordinates(fix.point)} is sent with it.` : DRIVER_COPY.locationDenied}
      </p>
      <label htmlFor="location-place" className="block text-base font-semibold text-slate-900">
        Where are you? <span className="text-red-700">*</span>
      </label>
      <input
        id="location-place"
        value={place}
        maxLength={200}
        placeholder="e.g. I-95 near Newark, NJ"
        onChange={(event) => {
          setPlace(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'location-place-error' : undefined}
        className={`${bigInput} mt-1`}
      />
      <FieldError id="location-place-error">{error}</FieldError>
      <FormButtons submitLabel="Send location" busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** A temperature reading for perishable freight, against the booking's allowed band (contracts' temperatureBand). */
export function ReadingForm({ job, onSubmit, onCancel }: { job: Pick<Booking, 'tempControlCelsius'>; onSubmit: SubmitMove; onCancel: () => void }) {
  const band = temperatureBand(job.tempControlCelsius);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const celsius = value.trim() === '' ? undefined : Number(value.replace(',', '.'));
  const outside = celsius !== undefined && Number.isFinite(celsius) && !isInBand(celsius, band);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = readingCelsiusField.safeParse(celsius);
    if (!parsed.success) {
      setError(celsius === undefined ? 'Enter the temperature' : parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    // The time it was read, not the time a weak connection finally sends it.
    void onSubmit({ type: 'reading', celsius: parsed.data, at: new Date().toISOString() }).finally(() => setBusy(false));
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 rounded-lg bg-sky-50 px-3 py-2 text-base font-semibold text-sky-950 ring-2 ring-sky-800" id="reading-band">
        Allowed: {band.min} to {band.max} °C (set {band.target} °C ± {band.tolerance})
      </p>
      <label htmlFor="reading-celsius" className="block text-base font-semibold text-slate-900">
        Temperature now (°C) <span className="text-red-700">*</span>
      </label>
      <input
        id="reading-celsius"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reading-celsius-error reading-band' : 'reading-band'}
        className={`${bigInput} mt-1`}
      />
      <FieldError id="reading-celsius-error">{error}</FieldError>
      {outside && !error && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-base font-bold text-red-900 ring-2 ring-red-800">
          Outside the allowed band: this is reported to the customer and the operators.
        </p>
      )}
      <FormButtons submitLabel="Send reading" busy={busy} onCancel={onCancel} />
    </form>
  );
}
