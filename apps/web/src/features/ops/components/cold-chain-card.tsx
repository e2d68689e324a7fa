import { EXCURSION_DISPOSITION_LABELS, formatTrackingNumber, type Booking, type OpsExcursion, routeLabel } from '@meridian/contracts';
import { useState } from 'react';
import { useTemperatureLog } from '../../../api/readings';
import { TemperatureChart, TemperatureReportButton } from '../../../components/temperature-chart';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { COLD_CHAIN_COPY } from '../../../content/cold-chain';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { AcknowledgeExcursionDialog } from './acknowledge-excursion-dialog';
import { Card } from './card';


/**
 * The temperature log: readings against the band, time in band and each excursion (decision 0021), the signed report
 * and, per excursion, its acknowledgement or the button to record one (decision 0041).
 */
export function ColdChainCard({ booking }: { booking: Booking }) {
  const query = useTemperatureLog(booking._id);
  const log = query.data;
  const [acknowledging, setAcknowledging] = useState<OpsExcursion | null>(null);
  const asItem = (excursion: OpsExcursion['excursion']): OpsExcursion | null =>
    log?.band
      ? {
          bookingId: booking._id,
          trackingNumber: formatTrackingNumber(booking.trackingNumber),
          route: routeLabel(booking),
          milestone: booking.milestone,
          band: log.band,
          excursion,
        }
      : null;
  return (
    <Card title="Cold chain">
      {query.isPending ? (
        <p role="status" className="text-slate-700">
          Loading readings...
        </p>
      ) : query.isError || !log ? (
        <Alert tone="error">{messageOr(query.error, OPS_COPY.readingsFailed)}</Alert>
      ) : (
        <>
          <TemperatureChart band={log.band} points={log.readings} excursions={log.excursions} timeInBandPercent={log.timeInBandPercent} verdict={log.verdict} />
          {log.excursions.length > 0 && (
            <ul className="mt-3 space-y-2" aria-label="Acknowledgements">
              {log.excursions.map((e, i) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
                  <span>
                    Excursion {i + 1} ({formatDateTime(e.openedAt)}):{' '}
                    {e.acknowledgement ? `${EXCURSION_DISPOSITION_LABELS[e.acknowledgement.disposition]} by ${e.acknowledgement.byName}` : COLD_CHAIN_COPY.toAcknowledge}
                  </span>
                  {!e.acknowledgement && (
                    <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => setAcknowledging(asItem(e))}>
                      {COLD_CHAIN_COPY.acknowledge}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {log.band && log.readings.length > 0 && (
            <>
              <p className="mt-3 text-xs break-all text-slate-600">
                MKT {log.meanKineticCelsius} °C · min {log.minCelsius} °C · max {log.maxCelsius} °C · digest <span className="font-mono">{log.reportDigest}</span>
              </p>
              <TemperatureReportButton bookingId={booking._id} trackingNumber={booking.trackingNumber} className="mt-3" />
            </>
          )}
        </>
      )}
      {acknowledging && <AcknowledgeExcursionDialog item={acknowledging} onClose={() => setAcknowledging(null)} />}
    </Card>
  );
}
