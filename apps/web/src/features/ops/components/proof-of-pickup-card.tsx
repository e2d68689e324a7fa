import type { Booking, ProofOfPickupSummary } from '@meridian/contracts';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useSenderSignatureImage } from '../api/piece-scans';
import { Card, Fact } from './card';

/** Who handed the goods over and when, with the sender's signature (decision 0100), as the proof of delivery shows the receiver's. */
export function ProofOfPickupCard({ booking, proof }: { booking: Booking; proof: ProofOfPickupSummary }) {
  const signature = useSenderSignatureImage(booking._id, { enabled: proof.hasSignature });
  const signatureUrl = useObjectUrl(signature.data);
  return (
    <Card title={OPS_COPY.pickupProof.title}>
      <dl className="space-y-3">
        <Fact label={OPS_COPY.pickupProof.sender}>{proof.senderName}</Fact>
        <Fact label={OPS_COPY.pickupProof.at}>{formatDateTime(proof.pickedUpAt)}</Fact>
        {proof.place && <Fact label="Place">{proof.place}</Fact>}
      </dl>
      <div className="mt-4">
        <p className="text-sm text-slate-700">{OPS_COPY.pickupProof.signature}</p>
        {!proof.hasSignature ? (
          <p className="mt-1 text-sm text-slate-800">{OPS_COPY.pickupProof.unsigned}</p>
        ) : signatureUrl ? (
          <img src={signatureUrl} alt={`Signature of ${proof.senderName}`} className="mt-1 max-h-40 w-full rounded-lg border border-slate-200 bg-white object-contain" />
        ) : signature.isError ? (
          <p className="mt-1 text-sm text-red-800">{messageOr(signature.error, OPS_COPY.signatureFailed)}</p>
        ) : (
          <p role="status" className="mt-1 text-sm text-slate-700">
            Loading signature...
          </p>
        )}
      </div>
    </Card>
  );
}
