import type { TrackingShipment } from '@meridian/contracts';
import { MAX_DELIVERY_ATTEMPTS } from '@meridian/contracts/delivery-attempts';
import { CheckCircle2, Circle } from 'lucide-react';
import { formatInstant } from '../lib/format';

/** The six steps from Booking Confirmed to Delivered, each with its time once reached. */
export function ShipmentTimeline({ shipment }: { shipment: TrackingShipment }) {
  // Decision 0108: a cancelled or returned shipment keeps the steps it reached, and says why it went no further.
  const ended =
    shipment.statusCode === 'cancelled'
      ? 'This shipment was cancelled.'
      : shipment.statusCode === 'returned'
        ? `We could not deliver this shipment after ${MAX_DELIVERY_ATTEMPTS} attempts, so it is going back to the sender.`
        : shipment.milestone === 'delivery-attempted'
          ? 'Delivery attempted: we could not deliver this shipment and will try again.'
          : null;
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="timeline-heading" className="text-lg font-bold text-slate-900">
        Shipment timeline
      </h2>
      {ended && <p className={`mt-2 text-sm font-medium ${shipment.statusCode === 'in-transit' ? 'text-amber-900' : 'text-red-800'}`}>{ended}</p>}
      <ol className="mt-4 space-y-0">
        {shipment.timeline.map((step, index) => {
          const last = index === shipment.timeline.length - 1;
          return (
            <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0" data-completed={step.completed}>
              {!last && (
                <span aria-hidden="true" className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${step.completed ? 'bg-green-600' : 'bg-slate-200'}`} />
              )}
              {step.completed ? (
                <CheckCircle2 aria-hidden="true" className="relative h-6 w-6 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="relative h-6 w-6 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0">
                <p className={`font-semibold ${step.completed ? 'text-slate-900' : 'text-slate-700'}`}>
                  {step.status}
                  <span className="sr-only">{step.completed ? ' (completed)' : ' (not yet)'}</span>
                </p>
                <p className="text-sm text-slate-700">{step.description}</p>
                {step.time ? (
                  <p className="text-xs text-slate-700">
                    <time dateTime={step.time}>{formatInstant(step.time)}</time>
                  </p>
                ) : (
                  !step.completed && <p className="text-xs text-slate-600">Pending</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
