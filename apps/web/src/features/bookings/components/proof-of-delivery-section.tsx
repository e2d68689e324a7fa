import { addressLabel, type Booking, type ProofOfDeliverySummary } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { ProofOfDeliveryButton } from '../../../components/proof-of-delivery/proof-of-delivery-button';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useProofOfDeliveryPhoto } from '../api/proof-of-delivery-photo';

const PHOTO_FAILED = 'The delivery photo could not be loaded. The PDF carries it too.';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Decision 0084: the proof of delivery as the customer checks it: where, who signed, when, and the driver's photo.
 * The place falls back to the booked address when the driver recorded none.
 */
export function ProofOfDeliverySection({ booking, proof }: { booking: Booking; proof: ProofOfDeliverySummary }) {
  const photo = useProofOfDeliveryPhoto(booking._id, { enabled: proof.hasPhoto });
  const photoUrl = useObjectUrl(photo.data);
  const place = proof.place ?? addressLabel(booking.dropoffLocation);
  return (
    <section id="proof-of-delivery" aria-labelledby="proof-of-delivery-heading" className="min-w-0 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="proof-of-delivery-heading" className="text-lg font-bold text-slate-900">
        Proof of Delivery
      </h2>
      <dl className="mt-4 space-y-3" data-testid="proof-of-delivery">
        <Fact label="Delivered">
          <time dateTime={proof.deliveredAt}>{formatDateTime(proof.deliveredAt)}</time>
        </Fact>
        <Fact label="Place">{place}</Fact>
        <Fact label="Signed by">{proof.receiverName}</Fact>
      </dl>
      <div className="mt-4">
        <p className="text-sm text-slate-700">Photo at delivery</p>
        {!proof.hasPhoto ? (
          <p className="mt-1 text-sm text-slate-800">No photo was taken at this delivery.</p>
        ) : photoUrl ? (
          <img src={photoUrl} alt={`The delivery to ${proof.receiverName}, as the driver photographed it`} className="mt-1 max-h-64 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" />
        ) : photo.isError ? (
          <p className="mt-1 text-sm text-red-800">{messageOr(photo.error, PHOTO_FAILED)}</p>
        ) : (
          <p role="status" className="mt-1 text-sm text-slate-700">
            Loading photo...
          </p>
        )}
      </div>
      <div className="mt-4">
        <ProofOfDeliveryButton bookingId={booking._id} trackingNumber={booking.trackingNumber} />
      </div>
    </section>
  );
}
