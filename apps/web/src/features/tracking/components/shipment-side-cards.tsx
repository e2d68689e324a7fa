import type { TrackingShipment } from '@meridian/contracts';
import { formatTrackingNumber } from '@meridian/contracts/tracking-number';
import { Bell, Mail, MapPin, MessageSquare, Phone, Truck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatInstant, hasEnded } from '../lib/format';
import { BookingDocumentsCard } from '../../../components/documents/booking-documents-card';
import { Card } from './side-card';
import { formatRelativeTime, useNow } from '../lib/relative-time';

// The form and its validator load on first open, outside the public page's first-load budget.
// A delivered shipment is at its destination, not somewhere on the road; a cancelled one is nowhere to report.
function locationLine(shipment: TrackingShipment): string {
  if (shipment.delivery) return `Delivered${shipment.delivery.place ? ` in ${shipment.delivery.place}` : ` in ${shipment.to.address}`}`;
  if (shipment.statusCode === 'cancelled') return 'Not on the road: this shipment was cancelled';
  if (shipment.statusCode === 'returned') return 'Going back to the sender';
  return shipment.currentLocation?.place ?? 'Not reported yet';
}

// Only the owner sees what the shipment travels and emits; the card and its formatters load for them alone.
const OwnerFootprintCard = lazy(() => import('./owner-footprint-card').then((m) => ({ default: m.OwnerFootprintCard })));

const EmailUpdatesDialog = lazy(() => import('./email-updates-dialog').then((m) => ({ default: m.EmailUpdatesDialog })));
const SmsAlertsDialog = lazy(() => import('./sms-alerts-dialog').then((m) => ({ default: m.SmsAlertsDialog })));

/** Email Updates (decision 0030) and SMS Alerts (decision 0111), each confirmed before any update is sent. */
function UpdatesCard({ shipment, onTheWay }: { shipment: TrackingShipment; onTheWay: boolean }) {
  const [open, setOpen] = useState<'email' | 'sms' | null>(null);
  const owner = shipment.owner;
  return (
    <Card title="Updates" icon={<Bell aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
      {owner && <p className="text-sm text-slate-700">Every step of this shipment arrives in your dashboard notifications and by e-mail.</p>}
      {onTheWay ? (
        <div className={`grid gap-2 ${owner ? 'mt-3' : ''}`}>
          <Button variant="secondary" className="w-full" onClick={() => setOpen('email')}>
            <Mail aria-hidden="true" className="h-4 w-4" /> Email Updates
          </Button>
          <Button variant="secondary" className="w-full" onClick={() => setOpen('sms')}>
            <MessageSquare aria-hidden="true" className="h-4 w-4" /> SMS Alerts
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">This shipment has finished, so there are no more updates to send.</p>
      )}
      {owner && (
        <Link to={`/bookings/${owner.bookingId}`} className="mt-3 inline-block text-sm font-semibold text-blue-800 hover:underline">
          Open the booking
        </Link>
      )}
      {open && (
        <Suspense fallback={<p role="status" className="mt-2 text-sm text-slate-700">Loading...</p>}>
          {open === 'email' ? (
            <EmailUpdatesDialog trackingNumber={shipment.id} displayNumber={formatTrackingNumber(shipment.id)} onClose={() => setOpen(null)} />
          ) : (
            <SmsAlertsDialog trackingNumber={shipment.id} displayNumber={formatTrackingNumber(shipment.id)} onClose={() => setOpen(null)} />
          )}
        </Suspense>
      )}
    </Card>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Driver, current location, the owner's notifications and documents. */
export function ShipmentSideCards({ shipment }: { shipment: TrackingShipment }) {
  const now = useNow();
  const owner = shipment.owner;
  // The driver's phone is for reaching the freight while it moves; once delivered or cancelled there is no call to make.
  const onTheWay = !hasEnded(shipment.statusCode);
  return (
    <div className="space-y-4">
      <Card title="Driver" icon={<Truck aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
        {shipment.driver ? (
          <>
            <p className="font-semibold text-slate-900">{shipment.driver.name}</p>
            <p className="text-sm text-slate-700">Vehicle {shipment.driver.truck}</p>
            {owner?.driverPhone && onTheWay && (
              <a href={telHref(owner.driverPhone)} className={`${buttonClass('secondary')} mt-3 w-full`}>
                <Phone aria-hidden="true" className="h-4 w-4" /> Call Driver
              </a>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-700">A driver has not been assigned yet.</p>
        )}
      </Card>
      <Card title="Current location" icon={<MapPin aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
        <p className="font-semibold text-slate-900">{locationLine(shipment)}</p>
        <p className="text-sm text-slate-700">
          Last updated:{' '}
          <time dateTime={shipment.lastUpdated} title={formatInstant(shipment.lastUpdated)} data-testid="last-updated">
            {formatRelativeTime(shipment.lastUpdated, now)}
          </time>
        </p>
      </Card>
      <UpdatesCard shipment={shipment} onTheWay={onTheWay} />
      {owner && (owner.route !== undefined || owner.emissions !== undefined) && (
        <Suspense fallback={null}>
          <OwnerFootprintCard route={owner.route} emissions={owner.emissions} />
        </Suspense>
      )}
      {/* Decision 0103: the owner's papers, each with its status; the delivered proof and the report are among them. */}
      {owner && <BookingDocumentsCard bookingId={owner.bookingId} version={shipment.lastUpdated ? Date.parse(shipment.lastUpdated) : undefined} />}
    </div>
  );
}
