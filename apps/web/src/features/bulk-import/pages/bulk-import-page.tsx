import type { ImportResult } from '@meridian/contracts';
import { IMPORT_ACCEPT } from '@meridian/contracts';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadImportTemplate, useImportBookings } from '../api/bulk-import';
import { useMayBook } from '../../../api/organization';
import { ViewerNotice } from '../../../components/organization/viewer-notice';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TrackingNumber } from '../../../components/ui/tracking-number';
import { BULK_IMPORT_COPY } from '../../../content/developers';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

function ErrorTable({ errors }: { errors: ImportResult['errors'] }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {BULK_IMPORT_COPY.line}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {BULK_IMPORT_COPY.column}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {BULK_IMPORT_COPY.problem}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {errors.map((error) => (
            <tr key={`${error.line}-${error.field}`}>
              <td className="py-2 pr-4 font-semibold text-slate-900">{error.line}</td>
              <td className="py-2 pr-4 font-mono text-xs break-all text-slate-800">{error.field === '_' ? '–' : error.field}</td>
              <td className="py-2 text-slate-800">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const newAttemptKey = () => `import-${crypto.randomUUID()}`;

/**
 * /bookings/import (decision 0056): download the template, check a file (a dry run shows its errors by line), then
 * import the good lines. One Idempotency-Key per file and attempt, so a double click or a retry creates nothing twice.
 */
export function BulkImportPage() {
  usePageTitle(BULK_IMPORT_COPY.title);
  const [file, setFile] = useState<File | null>(null);
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  // A new input element clears the chosen file when another import starts.
  const [inputKey, setInputKey] = useState(0);
  const check = useImportBookings();
  const run = useImportBookings();
  const mayBook = useMayBook();

  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    setImported(null);
    check.reset();
    run.reset();
    setAttemptKey(newAttemptKey());
  };
  const template = () => {
    setTemplateError(null);
    downloadImportTemplate().catch((error: unknown) => setTemplateError(messageOr(error, BULK_IMPORT_COPY.checkFailed)));
  };

  if (!mayBook) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{BULK_IMPORT_COPY.title}</h1>
        <ViewerNotice />
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{BULK_IMPORT_COPY.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{BULK_IMPORT_COPY.intro}</p>
      <div className="mt-6 space-y-6">
        <section className={card}>
          <Button variant="secondary" onClick={template}>
            <Download aria-hidden="true" className="h-4 w-4" /> {BULK_IMPORT_COPY.template}
          </Button>
          <p className="mt-3 max-w-3xl text-sm text-slate-700" data-testid="place-columns">
            {BULK_IMPORT_COPY.placeColumns}
          </p>
          {templateError && (
            <Alert tone="error" className="mt-3">
              {templateError}
            </Alert>
          )}
          <div className="mt-5">
            <label htmlFor="import-file" className="block font-semibold text-slate-900">
              {BULK_IMPORT_COPY.fileLabel}
            </label>
            <p id="import-file-hint" className="text-sm text-slate-700">
              {BULK_IMPORT_COPY.fileHint}
            </p>
            <input
              key={inputKey}
              id="import-file"
              type="file"
              accept={IMPORT_ACCEPT}
              aria-describedby="import-file-hint"
              className="mt-2 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-semibold"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </div>
          {!imported && (
            <Button
              className="mt-5"
              disabled={!file || check.isPending}
              onClick={() => file && check.mutate({ file, dryRun: true, idempotencyKey: attemptKey }, { onSuccess: setChecked })}
            >
              <FileCheck2 aria-hidden="true" className="h-4 w-4" /> {check.isPending ? BULK_IMPORT_COPY.checking : BULK_IMPORT_COPY.check}
            </Button>
          )}
          {check.isError && (
            <Alert tone="error" className="mt-4">
              {messageOr(check.error, BULK_IMPORT_COPY.checkFailed)}
            </Alert>
          )}
        </section>

        {checked && !imported && (
          <section aria-labelledby="check-title" className={card}>
            <h2 id="check-title" className="text-lg font-bold text-slate-900">
              {BULK_IMPORT_COPY.ready(checked.validCount)}
            </h2>
            {checked.errors.length > 0 && (
              <>
                <p className="mt-2 font-semibold text-red-800">{BULK_IMPORT_COPY.problems(checked.errors.length)}</p>
                <ErrorTable errors={checked.errors} />
              </>
            )}
            {run.isError && (
              <Alert tone="error" className="mt-4">
                {messageOr(run.error, BULK_IMPORT_COPY.importFailed)}
              </Alert>
            )}
            {checked.validCount > 0 && (
              <Button
                className="mt-5"
                disabled={run.isPending}
                onClick={() => file && run.mutate({ file, dryRun: false, idempotencyKey: attemptKey }, { onSuccess: setImported })}
              >
                <Upload aria-hidden="true" className="h-4 w-4" /> {run.isPending ? BULK_IMPORT_COPY.importing : BULK_IMPORT_COPY.importN(checked.validCount)}
              </Button>
            )}
          </section>
        )}

        {imported && (
          <section aria-labelledby="result-title" className={card}>
            <h2 id="result-title" role="status" className="text-lg font-bold text-green-900">
              {BULK_IMPORT_COPY.created(imported.created.length)}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {imported.created.map((entry) => (
                <li key={entry.id} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <span className="text-slate-700">
                    {BULK_IMPORT_COPY.line} {entry.line}
                  </span>
                  <Link to={`/bookings/${entry.id}`} className="font-semibold text-blue-700 underline hover:text-blue-800">
                    <TrackingNumber value={entry.trackingNumber} copyable={false} />
                  </Link>
                </li>
              ))}
            </ul>
            {imported.errors.length > 0 && (
              <>
                <p className="mt-4 font-semibold text-red-800">{BULK_IMPORT_COPY.notCreated}</p>
                <ErrorTable errors={imported.errors} />
              </>
            )}
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Link to="/bookings" className="inline-flex items-center justify-center rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
                {BULK_IMPORT_COPY.myBookings}
              </Link>
              <Button
                variant="secondary"
                onClick={() => {
                  choose(null);
                  setInputKey((n) => n + 1);
                }}
              >
                {BULK_IMPORT_COPY.another}
              </Button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
