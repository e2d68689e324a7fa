import type { TrackingShipment } from '@meridian/contracts';
import { Bell, FileText, MapPin, Phone, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { formatInstant } from '../lib/format';
import { downloadProofOfDelivery } from '../api/download-proof-of-delivery';
import { DocumentsCard } from './documents-card';
import { Card } from './side-card';
import { formatRelativeTime, useNow } from '../lib/relative-time';

function ProofOfDeliveryButton({ bookingId, trackingNumber }: { bookingId: string; trackingNumber: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      await downloadProofOfDelivery(bookingId, `proof-of-delivery-${trackingNumber}.pdf`);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: messageOr(error, 'The proof of delivery could not be downloaded. Please try again.') });
    }
  };
  return (
    <>
      <Button variant="secondary" className="w-full" disabled={state.busy} onClick={() => void download()}>
        <FileText aria-hidden="true" className="h-4 w-4" /> {state.busy ? 'Downloading...' : 'Proof of delivery (PDF)'}
      </Button>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Driver, current location, the owner's notifications and documents. */
export function ShipmentSideCards({ shipment }: { shipment: TrackingShipment }) {
  const now = useNow();
  const owner = shipment.owner;
  // The driver's phone is for reaching the freight while it moves; once delivered or cancelled there is no call to make.
  const onTheWay = shipment.statusCode !== 'delivered' && shipment.statusCode !== 'cancelled';
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
        <p className="font-semibold text-slate-900">{shipment.currentLocation?.place ?? 'Not reported yet'}</p>
        <p className="text-sm text-slate-700">
          Last updated:{' '}
          <time dateTime={shipment.lastUpdated} title={formatInstant(shipment.lastUpdated)} data-testid="last-updated">
            {formatRelativeTime(shipment.lastUpdated, now)}
          </time>
        </p>
      </Card>
      {owner && (
        <Card title="Updates" icon={<Bell aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
          <p className="text-sm text-slate-700">Every step of this shipment arrives in your dashboard notifications.</p>
          <Link to={`/bookings/${owner.bookingId}`} className="mt-2 inline-block text-sm font-semibold text-blue-800 hover:underline">
            Open the booking
          </Link>
        </Card>
      )}
      {owner && (
        <DocumentsCard
          trackingNumber={shipment.id}
          proofOfDelivery={
            shipment.statusCode === 'delivered' ? (
              shipment.hasProofOfDelivery ? (
                <ProofOfDeliveryButton bookingId={owner.bookingId} trackingNumber={shipment.id} />
              ) : (
                <p className="text-sm text-slate-700">No proof of delivery is on file for this shipment.</p>
              )
            ) : null
          }
        />
      )}
    </div>
  );
}
