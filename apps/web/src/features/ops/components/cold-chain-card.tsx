import type { Booking } from '@meridian/contracts';
import { useReadings } from '../../../api/ops';
import { Alert } from '../../../components/ui/alert';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { Card, Fact } from './card';

const celsius = (value: number) => `${value > 0 ? '+' : ''}${value} °C`;

/** The temperature log in words: band, time in band and each excursion (the chart joins it at merge). */
export function ColdChainCard({ booking }: { booking: Booking }) {
  const query = useReadings(booking._id);
  const log = query.data;
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
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="Allowed band">
              {celsius(log.band.min)} to {celsius(log.band.max)}
            </Fact>
            <Fact label="Time in band">{log.timeInBandPercent === null ? 'No readings yet' : `${log.timeInBandPercent}%`}</Fact>
            <Fact label="Readings">{log.readings.length}</Fact>
            <Fact label="Excursions">{log.excursions.length}</Fact>
          </dl>
          {log.excursions.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">Excursions</h3>
              <ul className="mt-2 space-y-2">
                {log.excursions.map((excursion) => (
                  <li key={excursion.openedAt} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
                    <p className="font-semibold">
                      {excursion.direction === 'above' ? 'Above' : 'Below'} the band, peak {celsius(excursion.peakCelsius)}
                    </p>
                    <p>
                      From {formatDateTime(excursion.openedAt)} {excursion.closedAt ? `to ${formatDateTime(excursion.closedAt)}` : '(still open)'}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}
