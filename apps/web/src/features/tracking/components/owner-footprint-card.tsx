import type { Emissions, Route } from '@meridian/contracts';
import { Leaf } from 'lucide-react';
import { EmissionsFacts } from '../../../components/shipment/emissions-facts';
import { RouteFacts } from '../../../components/shipment/route-facts';
import { EMISSIONS_COPY } from '../../../content/shipment-facts';
import { Card } from './side-card';

/** The owner's distance and CO2e of the shipment; loaded only for the owner, outside the public page's first load. */
export function OwnerFootprintCard({ route, emissions }: { route: Route | null | undefined; emissions: Emissions | null | undefined }) {
  return (
    <Card title={EMISSIONS_COPY.title} icon={<Leaf aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
      <div className="space-y-3">
        <RouteFacts route={route} />
        <EmissionsFacts emissions={emissions} distanceKm={route?.distanceKm} />
      </div>
    </Card>
  );
}
