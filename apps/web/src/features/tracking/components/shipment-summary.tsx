import type { TrackingShipment } from '@meridian/contracts';
import { MapPin, Package } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { TrackingNumber } from '../../../components/ui/tracking-number';
import { formatDeliveryDate, formatInstant, trackingBadgeLabel } from '../lib/format';

// The detail-screen badge reading, kept here so the public page does not load the contracts' schemas with StatusBadge.
const TONES: Record<TrackingShipment['statusCode'], string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  confirmed: 'bg-blue-100 text-blue-900',
  'in-transit': 'bg-purple-100 text-purple-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  returned: 'bg-red-100 text-red-900',
};

/** The shipment's number, status, estimated delivery, progress and route. */
export function ShipmentSummary({ shipment }: { shipment: TrackingShipment }) {
  return (
    <section aria-labelledby="shipment-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="shipment-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <Package aria-hidden="true" className="h-4 w-4 text-blue-700" /> Shipment
          </h2>
          <p className="mt-1 text-lg text-slate-900">
            <TrackingNumber value={shipment.id} />
          </p>
        </div>
        <Badge className={TONES[shipment.statusCode]}>
          <span data-testid="shipment-status">{trackingBadgeLabel(shipment)}</span>
        </Badge>
      </div>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-2">
        {shipment.delivery ? (
          <div data-testid="delivered-on">
            <dt className="text-slate-700">Delivered</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={shipment.delivery.at}>{formatInstant(shipment.delivery.at)}</time>
              {shipment.delivery.place ? ` in ${shipment.delivery.place}` : ''}
              {shipment.delivery.receivedBy ? `, received by ${shipment.delivery.receivedBy}` : ''}
            </dd>
          </div>
        ) : shipment.estimatedDelivery ? (
          <div>
            <dt className="text-slate-700">Estimated delivery</dt>
            <dd className="font-semibold text-slate-900">{formatDeliveryDate(shipment.estimatedDelivery)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span className="text-slate-700">Progress</span>
          <span className="font-semibold text-slate-900" data-testid="shipment-progress">
            {shipment.progress}%
          </span>
        </div>
        <div
          className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Shipment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shipment.progress}
        >
          <div className="h-full rounded-full bg-blue-700 transition-[width]" style={{ width: `${shipment.progress}%` }} />
        </div>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="rounded-xl bg-slate-50 p-4">
            <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <MapPin aria-hidden="true" className="h-3.5 w-3.5" /> {end === 'from' ? 'From' : 'To'}
            </p>
            <p className="mt-1 font-semibold text-slate-900">{shipment[end].address || 'Not given'}</p>
            {shipment[end].contact && <p className="text-sm text-slate-700">Contact: {shipment[end].contact}</p>}
          </div>
        ))}
      </div>
    </section>
  );
}
