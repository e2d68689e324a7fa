import type { StatusHistoryEntry } from '@meridian/contracts';
import { ShipmentHistory } from '../../../components/shipment-history/shipment-history';
import { Card } from './card';

export function HistoryTimeline({ history }: { history: StatusHistoryEntry[] }) {
  return (
    <Card title="History">
      <ShipmentHistory history={history} />
    </Card>
  );
}
