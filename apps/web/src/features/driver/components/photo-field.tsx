import { Camera, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { downscalePhoto } from '../lib/photo';

/** An optional photo from the back camera, shrunk on the phone before it is kept or sent. */
export function PhotoField({
  value,
  onChange,
  prepare = downscalePhoto,
  alt = 'Delivery photo',
}: {
  value: string | null;
  onChange: (photo: string | null) => void;
  prepare?: (file: File) => Promise<string>;
  alt?: string;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    setBusy(true);
    try {
      onChange(await prepare(file));
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : 'This photo could not be used. Try another one.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="text-base font-semibold text-slate-900">Photo (optional)</p>
      {value ? (
        <div className="mt-2 flex items-center gap-3">
          <img src={value} alt={alt} className="h-24 w-24 rounded-lg object-cover ring-2 ring-slate-400" />
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex min-h-12 items-center gap-2 rounded-lg border-2 border-slate-600 px-4 text-base font-bold text-slate-900"
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" /> Remove photo
          </button>
        </div>
      ) : (
        <label className="mt-2 flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-600 bg-white px-4 text-base font-bold text-slate-900 focus-within:ring-2 focus-within:ring-blue-800">
          <Camera aria-hidden="true" className="h-6 w-6" />
          {busy ? 'Preparing photo…' : 'Take a photo'}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {error && <p className="mt-1 text-sm font-semibold text-red-700">{error}</p>}
    </div>
  );
}
