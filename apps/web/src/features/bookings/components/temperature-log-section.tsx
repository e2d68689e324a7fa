import { EXCURSION_DISPOSITION_LABELS, type Booking, type Excursion } from '@meridian/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadTemperatureCsv, useTemperatureLog } from '../../../api/readings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TemperatureChart, TemperatureReportButton } from '../../../components/temperature-chart';
import { COLD_CHAIN_COPY } from '../../../content/cold-chain';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';

const LOAD_FAILED = 'The temperature log could not be loaded. Please try again.';
const DOWNLOAD_FAILED = 'The CSV could not be downloaded. Please try again.';

/** Decision 0084: what the operator decided about each excursion, with their note, is the customer's to read. */
function ExcursionDecisions({ excursions }: { excursions: readonly Excursion[] }) {
  if (excursions.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">{COLD_CHAIN_COPY.decisionsTitle}</h3>
      <ul className="mt-2 space-y-2" data-testid="excursion-decisions">
        {excursions.map((e, i) => {
          const ack = e.acknowledgement;
          return (
            <li key={e.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800">
              <p>
                {COLD_CHAIN_COPY.decisionExcursion(i + 1, formatDateTime(e.openedAt))}{' '}
                {ack ? (
                  <span className="font-semibold text-slate-900">
                    {COLD_CHAIN_COPY.decisionMade(EXCURSION_DISPOSITION_LABELS[ack.disposition], ack.byName, formatDateTime(ack.at))}
                  </span>
                ) : (
                  <span className="font-semibold">{COLD_CHAIN_COPY.decisionPending}</span>
                )}
              </p>
              {ack?.note && <p className="mt-1 whitespace-pre-wrap text-slate-700">{COLD_CHAIN_COPY.decisionNote(ack.note)}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The perishable booking's temperature log on its detail page: the chart, each excursion's decision and the CSV. */
export function TemperatureLogSection({ booking }: { booking: Booking }) {
  const log = useTemperatureLog(booking._id);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadTemperatureCsv(booking._id, booking.trackingNumber);
    } catch (error) {
      setDownloadError(messageOr(error, DOWNLOAD_FAILED));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="temperature-log-heading" className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="temperature-log-heading" className="text-lg font-bold text-slate-900">
          Temperature Log
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={download} disabled={downloading || !log.data?.readings.length} className="px-4 py-2 text-sm">
            <Download aria-hidden="true" className="h-4 w-4" /> {downloading ? 'Downloading...' : 'Download CSV'}
          </Button>
          {booking.isPerishable && <TemperatureReportButton bookingId={booking._id} trackingNumber={booking.trackingNumber} />}
        </div>
      </div>
      {log.data?.reportDigest && (
        <p className="mt-2 text-xs break-all text-slate-600">
          MKT {log.data.meanKineticCelsius} °C · report digest <span className="font-mono">{log.data.reportDigest}</span>
        </p>
      )}
      {downloadError && (
        <Alert tone="error" className="mt-3">
          {downloadError}
        </Alert>
      )}
      <div className="mt-4">
        {log.isPending ? (
          <p role="status" className="text-slate-700">
            Loading temperature log...
          </p>
        ) : log.isError ? (
          <Alert tone="error">{messageOr(log.error, LOAD_FAILED)}</Alert>
        ) : (
          <>
            <TemperatureChart band={log.data.band} points={log.data.readings} excursions={log.data.excursions} timeInBandPercent={log.data.timeInBandPercent} verdict={log.data.verdict} />
            <ExcursionDecisions excursions={log.data.excursions} />
          </>
        )}
      </div>
    </section>
  );
}
