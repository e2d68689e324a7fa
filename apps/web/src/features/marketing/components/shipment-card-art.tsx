import { MapPin, Thermometer, Truck } from 'lucide-react';
import { CheckList } from './check-list';

export const HERO_ART_CAPTION = 'Illustration: what tracking a chilled shipment looks like. Not a real shipment.';

/**
 * The hero's illustration: a shipment card drawn in HTML, so nothing is downloaded. It names no real tracking number
 * and says it is an illustration: a prerendered page cannot show a shipment's live state truthfully.
 */
export function ShipmentCardArt() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rounded-3xl bg-amber-300/20 blur-2xl" aria-hidden="true" />
      <div className="relative rounded-2xl bg-white p-6 text-slate-900 shadow-2xl" aria-hidden="true">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-600">Example shipment</p>
            <p className="text-lg font-bold">Chilled seafood</p>
          </div>
          <span className="rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-800">In Transit</span>
        </div>
        <div className="mt-5 flex items-center gap-3">
          <MapPin className="h-5 w-5 text-blue-700" />
          <div className="h-2 flex-1 rounded-full bg-slate-200">
            <div className="h-2 w-[65%] rounded-full bg-gradient-to-r from-blue-600 to-teal-500" />
          </div>
          <Truck className="h-5 w-5 text-teal-700" />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-slate-50 p-3">
            <p className="text-slate-600">Cargo temperature</p>
            <p className="mt-1 flex items-center gap-1 font-bold text-teal-800">
              <Thermometer className="h-4 w-4" /> 4 °C
            </p>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <p className="text-slate-600">Estimated delivery</p>
            <p className="mt-1 font-bold">Day 2, 4:30 PM</p>
          </div>
        </div>
        <CheckList items={['Booking Confirmed', 'Picked Up', 'In Transit']} className="mt-5 text-slate-700" />
      </div>
      <figcaption className="relative mt-3 text-center text-sm text-blue-100">{HERO_ART_CAPTION}</figcaption>
    </figure>
  );
}
