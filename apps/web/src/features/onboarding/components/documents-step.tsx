import type { CompanyProfile, REQUIRED_DOCUMENTS } from '@meridian/contracts';

type CompanyDocument = CompanyProfile['documents'][number];

/** One file input per required document; only each file's name and size are kept (spec 2: no upload call yet). */
export function DocumentsStep({
  required,
  documents,
  error,
  onChange,
}: {
  required: typeof REQUIRED_DOCUMENTS;
  documents: CompanyDocument[];
  error?: string;
  onChange: (documents: CompanyDocument[]) => void;
}) {
  return (
    <div className="space-y-4">
      {required.map((doc) => {
        const uploaded = documents.find((d) => d.type === doc.type);
        return (
          <div key={doc.type}>
            <label htmlFor={`doc-${doc.type}`} className="block text-sm font-semibold text-slate-800">
              {doc.label}{' '}
              <span className="text-red-700" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={`doc-${doc.type}`}
              type="file"
              accept=".pdf,.jpg,.jpeg,.png"
              aria-describedby={error && !uploaded ? 'documents-error' : undefined}
              className="mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-700 file:px-4 file:py-2 file:font-semibold file:text-white"
              onChange={(event) => {
                const file = event.target.files?.[0];
                onChange([
                  ...documents.filter((d) => d.type !== doc.type),
                  ...(file ? [{ type: doc.type, fileName: file.name, sizeBytes: file.size }] : []),
                ]);
              }}
            />
            {uploaded && <p className="mt-1 text-sm text-green-800">Selected: {uploaded.fileName}</p>}
          </div>
        );
      })}
      {error && (
        <p id="documents-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
