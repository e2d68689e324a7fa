import {
  COLD_CHAIN_VERDICT_LABELS,
  CONSIGNMENT_NOTE_LABELS,
  EXCURSION_DISPOSITION_LABELS,
  formatTemperatureBand,
  formatTrackingNumber,
  isCommercialInvoiceVerification,
  isConsignmentNoteVerification,
  REPORT_DIGEST_PATTERN,
  SIGNATURE_ROLE_LABELS,
  type CommercialInvoiceVerification,
  type ConsignmentNoteVerification,
  type TemperatureReportSummary,
} from '@meridian/contracts';
import { ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentVerification } from '../../../api/documents';
import { Alert } from '../../../components/ui/alert';
import { COLD_CHAIN_COPY } from '../../../content/cold-chain';
import { DOCUMENTS_COPY } from '../../../content/documents';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';

const degrees = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2)} °C`;

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="text-base break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReportSummary({ report }: { report: TemperatureReportSummary }) {
  return (
    <>
      {report.supersededBy && (
        <div role="note" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-500">
          <p className="font-semibold">{COLD_CHAIN_COPY.verifySuperseded}</p>
          <Link to={`/verify/${report.supersededBy}`} className="mt-1 inline-block font-semibold text-blue-800 underline underline-offset-2">
            {COLD_CHAIN_COPY.verifySupersededLink}
          </Link>
        </div>
      )}
      <Rows
        rows={[
          ['Document', 'Temperature report'],
          ['Shipment', formatTrackingNumber(report.trackingNumber)],
          ['Allowed band', `${formatTemperatureBand(report.band)} (set ${degrees(report.band.target)})`],
          ['Readings', `${report.readings.toLocaleString('en-US')}, ${formatDateTime(report.firstAt)} to ${formatDateTime(report.lastAt)}`],
          ['Min / max', `${degrees(report.minCelsius)} / ${degrees(report.maxCelsius)}`],
          ['Mean kinetic temperature', degrees(report.meanKineticCelsius)],
          ['Verdict', COLD_CHAIN_VERDICT_LABELS[report.verdict]],
          ['Time in band', COLD_CHAIN_COPY.verifyTimeInBand(`${report.timeInBandPercent}%`, formatDateTime(report.issuedAt))],
          ['Issued', formatDateTime(report.issuedAt)],
        ]}
      />
      <h2 className="mt-6 text-lg font-bold text-slate-900">Excursions</h2>
      {report.excursions.length === 0 ? (
        <p className="mt-1 text-slate-700">{COLD_CHAIN_COPY.verifyNoExcursion}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {report.excursions.map((e) => (
            <li key={e.openedAt} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-900">
              {formatDateTime(e.openedAt)} to {e.closedAt ? formatDateTime(e.closedAt) : 'ongoing'}, peak {degrees(e.peakCelsius)} ·{' '}
              <span className="font-semibold">{e.disposition ? EXCURSION_DISPOSITION_LABELS[e.disposition] : COLD_CHAIN_COPY.verifyAwaitingReview}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A sealed consignment note: what it is and who had signed when; never a name (decision 0103). */
function NoteSummary({ note }: { note: ConsignmentNoteVerification }) {
  return (
    <>
      {note.superseded && (
        <p role="note" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-950 ring-1 ring-amber-500">
          {DOCUMENTS_COPY.verifySuperseded(note.supersededAt ? formatDateTime(note.supersededAt) : 'a later date')}
        </p>
      )}
      <Rows
        rows={[
          ['Document', CONSIGNMENT_NOTE_LABELS[note.type]],
          ['Number', note.number],
          ['Shipment', formatTrackingNumber(note.trackingNumber)],
          ['Sealed', formatDateTime(note.issued)],
        ]}
      />
      <h2 className="mt-6 text-lg font-bold text-slate-900">Signatures</h2>
      {note.signatures.length === 0 ? (
        <p className="mt-1 text-slate-700">{DOCUMENTS_COPY.verifyNoSignature}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {note.signatures.map((s) => (
            <li key={s.role} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-900">
              <span className="font-semibold">{SIGNATURE_ROLE_LABELS[s.role]}</span> signed {formatDateTime(s.at)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A sealed commercial invoice: what it is, which version and when it was issued; never a party or the goods (decision 0115). */
function InvoiceSummary({ invoice }: { invoice: CommercialInvoiceVerification }) {
  return (
    <>
      {invoice.superseded && (
        <p role="note" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-950 ring-1 ring-amber-500">
          {DOCUMENTS_COPY.verifyInvoiceSuperseded(invoice.supersededAt ? formatDateTime(invoice.supersededAt) : 'a later date')}
        </p>
      )}
      <Rows
        rows={[
          ['Document', DOCUMENTS_COPY.commercialInvoice],
          ['Number', invoice.number],
          ['Shipment', formatTrackingNumber(invoice.trackingNumber)],
          ['Version', String(invoice.version)],
          ['Issued and sealed', formatDateTime(invoice.issued)],
        ]}
      />
    </>
  );
}

/**
 * /verify/:digest: what a sealed document's digest stands for, for anyone holding it: a temperature report (decision
 * 0041), a consignment note (decision 0103) or a commercial invoice (decision 0115). Old report links keep working: the digest is the whole address.
 */
export function VerifyReportPage() {
  usePageTitle(DOCUMENTS_COPY.verifyTitle);
  const digest = (useParams().digest ?? '').trim().toLowerCase();
  const wellFormed = REPORT_DIGEST_PATTERN.test(digest);
  const query = useDocumentVerification(digest, wellFormed);
  const notFound = !wellFormed || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{DOCUMENTS_COPY.verifyTitle}</h1>
      <p className="mt-2 text-slate-700">{DOCUMENTS_COPY.verifyIntro}</p>
      <p className="mt-3 font-mono text-xs break-all text-slate-600">{digest}</p>
      <section className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {notFound ? (
          <Alert tone="error">{DOCUMENTS_COPY.verifyNotFound}</Alert>
        ) : query.isPending ? (
          <p role="status" className="text-slate-700">
            Checking the digest...
          </p>
        ) : query.isError ? (
          <Alert tone="error">{DOCUMENTS_COPY.verifyFailed}</Alert>
        ) : (
          <>
            <p role="status" className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 font-semibold text-emerald-900 ring-1 ring-emerald-600">
              <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0" /> {query.data.type === 'temperature-report' ? COLD_CHAIN_COPY.verifyVerified : DOCUMENTS_COPY.verifyVerified}
            </p>
            {isConsignmentNoteVerification(query.data) ? (
              <NoteSummary note={query.data} />
            ) : isCommercialInvoiceVerification(query.data) ? (
              <InvoiceSummary invoice={query.data} />
            ) : (
              <ReportSummary report={query.data.report} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
