import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { CLAIMS_COPY } from '../../../content/claims';

// The types the API's upload rules accept (the KYC rules: sniffed, so this only narrows the browser's dialog).
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Files staged before they are sent: added through the browser's picker, each removable. */
export function FilePicker({ files, onChange, label }: { files: File[]; onChange: (files: File[]) => void; label: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-blue-700"
      >
        <Paperclip aria-hidden="true" className="h-4 w-4" /> {label}
        <input
          id={id}
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            onChange([...files, ...Array.from(event.target.files ?? [])]);
            if (input.current) input.current.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className="mt-3 space-y-2" data-testid="staged-files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-slate-900">{file.name}</span>
              <button
                type="button"
                aria-label={CLAIMS_COPY.removeFile(file.name)}
                className="rounded p-1 text-slate-700 hover:bg-slate-200"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
