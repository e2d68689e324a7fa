import { DOCUMENT_ACCEPT, REQUIRED_DOCUMENTS, type CompanyDocument, type DocumentKind } from '@meridian/contracts';
import { CheckCircle2, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { useUploadCompanyDocument } from '../../../api/company-profile';
import { messageOr } from '../../../lib/api-client';
import { documentProblem, formatFileSize } from '../lib/check-document';

type RowState = { progress?: number; error?: string };

const UPLOAD_FAILED = 'The upload failed. Please try again.';

/** Each of the four documents goes up as soon as it is chosen, with its progress and any size or type error (decision 0029). */
export function DocumentsStep({
  documents,
  errors = {},
  onUploaded,
}: {
  documents: CompanyDocument[];
  errors?: Record<string, string>;
  onUploaded?: () => void;
}) {
  const upload = useUploadCompanyDocument();
  const [rows, setRows] = useState<Partial<Record<DocumentKind, RowState>>>({});
  const setRow = (kind: DocumentKind, state: RowState) => setRows((previous) => ({ ...previous, [kind]: state }));

  const choose = async (kind: DocumentKind, file: File | undefined) => {
    if (!file) return;
    const problem = await documentProblem(file);
    if (problem) return setRow(kind, { error: problem });
    setRow(kind, { progress: 0 });
    try {
      await upload.mutateAsync({ kind, file, onProgress: (fraction) => setRow(kind, { progress: fraction }) });
      setRow(kind, {});
      onUploaded?.();
    } catch (error) {
      setRow(kind, { error: messageOr(error, UPLOAD_FAILED) });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">PDF, JPEG or PNG, at most 10 MB each. Choosing a file again replaces the earlier one.</p>
      <ul className="space-y-4">
        {REQUIRED_DOCUMENTS.map((doc) => {
          const uploaded = documents.find((d) => d.kind === doc.kind);
          const row = rows[doc.kind] ?? {};
          const error = row.error ?? (uploaded ? undefined : errors[`documents.${doc.kind}`]);
          const inputId = `doc-${doc.kind}`;
          const uploading = row.progress !== undefined;
          return (
            <li key={doc.kind} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <label htmlFor={inputId} className="font-semibold text-slate-900">
                  {doc.label}{' '}
                  <span className="text-red-700" aria-hidden="true">
                    *
                  </span>
                </label>
                <span className="relative inline-flex cursor-pointer items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white focus-within:ring-2 focus-within:ring-blue-400 hover:bg-blue-800">
                  <Upload aria-hidden="true" className="h-4 w-4" /> {uploaded ? 'Replace' : 'Choose file'}
                  <input
                    id={inputId}
                    type="file"
                    accept={DOCUMENT_ACCEPT}
                    disabled={uploading}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    className="absolute inset-0 cursor-pointer opacity-0"
                    onChange={(event) => {
                      void choose(doc.kind, event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </span>
              </div>
              {uploaded && !uploading && (
                <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-green-800">
                  <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="truncate">{uploaded.fileName}</span>
                  <span className="shrink-0 text-slate-600">({formatFileSize(uploaded.size)})</span>
                </p>
              )}
              {uploading && (
                <div className="mt-3">
                  <progress className="h-2 w-full accent-blue-700" max={100} value={Math.round((row.progress ?? 0) * 100)} aria-label={`Uploading ${doc.label}`} />
                </div>
              )}
              {error && (
                <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
