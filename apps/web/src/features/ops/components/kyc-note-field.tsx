/** The optional note an operator adds to a KYC decision (approve or reject), up to the 1,000 characters the API takes. */
export function KycNoteField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (note: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="mt-5 block font-semibold text-slate-900">
        {label} <span className="text-sm font-normal text-slate-700">(optional)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={1000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
    </>
  );
}
