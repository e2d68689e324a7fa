import type { Booking } from '@meridian/contracts';
import { useReadings } from '../../../api/ops';
import { TemperatureChart } from '../../../components/temperature-chart';
import { Alert } from '../../../components/ui/alert';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { Card } from './card';

/** The temperature log: readings against the band, time in band and each excursion (decision 0021). */
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
        <TemperatureChart band={log.band} points={log.readings} excursions={log.excursions} timeInBandPercent={log.timeInBandPercent} />
      )}
    </Card>
  );
}
