import type { Booking, ProofOfPickupSummary } from '@meridian/contracts';
import { OPS_COPY } from '../../../content/ops';
import { formatDateTime } from '../../../lib/format-date';
import { useSenderSignatureImage } from '../api/piece-scans';
import { Card, Fact } from './card';
import { SignatureFigure } from './signature-figure';

/** Who handed the goods over and when, with the sender's signature (decision 0100), as the proof of delivery shows the receiver's. */
export function ProofOfPickupCard({ booking, proof }: { booking: Booking; proof: ProofOfPickupSummary }) {
  const signature = useSenderSignatureImage(booking._id, { enabled: proof.hasSignature });
  return (
    <Card title={OPS_COPY.pickupProof.title}>
      <dl className="space-y-3">
        <Fact label={OPS_COPY.pickupProof.sender}>{proof.senderName}</Fact>
        <Fact label={OPS_COPY.pickupProof.at}>{formatDateTime(proof.pickedUpAt)}</Fact>
        {proof.place && <Fact label="Place">{proof.place}</Fact>}
      </dl>
      <SignatureFigure
        label={OPS_COPY.pickupProof.signature}
        signer={proof.senderName}
        image={signature}
        unsigned={proof.hasSignature ? undefined : OPS_COPY.pickupProof.unsigned}
      />
    </Card>
  );
}
