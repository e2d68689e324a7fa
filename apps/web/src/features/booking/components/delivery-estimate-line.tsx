import { deliveryEstimate, toCalendarDate, VEHICLE_TYPE_LABELS, type VehicleType } from '@meridian/contracts';
import { Clock } from 'lucide-react';
import { formatCalendarDate } from '../../../lib/format-date';

const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** The delivery estimate beside a price, from the chosen dates and mode (contracts: deliveryEstimate). */
export function DeliveryEstimateLine({ vehicleType, pickupDate, deliveryDate, className = '' }: { vehicleType: VehicleType; pickupDate?: string | null; deliveryDate?: string | null; className?: string }) {
  const estimate = deliveryEstimate({ vehicleType, pickupDate: toCalendarDate(pickupDate), deliveryDate: toCalendarDate(deliveryDate) });
  const mode = VEHICLE_TYPE_LABELS[vehicleType];
  return (
    <div className={`text-sm text-slate-700 ${className}`}>
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
        {estimate.kind === 'dates'
          ? `Estimated delivery: ${formatCalendarDate(estimate.deliveryDate)}, ${dayCount(estimate.days)} after pickup.`
          : `Estimated delivery: ${estimate.usualDays} days after pickup by ${mode}.`}
      </p>
      {estimate.kind === 'dates' && estimate.shorterThanUsual && (
        <p className="mt-1 text-amber-800">
          {mode} usually takes {estimate.usualDays} days; these dates allow {dayCount(estimate.days)}.
        </p>
      )}
    </div>
  );
}
