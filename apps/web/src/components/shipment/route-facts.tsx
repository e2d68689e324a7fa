import type { Route } from '@meridian/contracts';
import { ROUTE_COPY } from '../../content/shipment-facts';
import { describeRoute } from '../../lib/format-footprint';

/** How far the shipment goes and how that was measured; before an old booking has its countries, says so. */
export function RouteFacts({ route }: { route: Route | null | undefined }) {
  if (!route) return <p className="text-sm text-slate-700">{ROUTE_COPY.unknown}</p>;
  const described = describeRoute(route);
  return (
    <div data-testid="route-facts">
      <p className="font-semibold text-slate-900">{described.headline}</p>
      <p className="text-sm text-slate-700">{described.how}</p>
    </div>
  );
}
