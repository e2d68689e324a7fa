import { toShortId, type Booking, type ProofOfDeliverySummary } from '@meridian/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { downloadProofOfDelivery } from '../../../components/proof-of-delivery/proof-of-delivery-client';
import { useSignatureImage } from '../api/ops';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { Card, Fact } from './card';
import { SignatureFigure } from './signature-figure';

/** Who received it and when, the signature, and the PDF; files come with the token, as blobs. */
export function ProofOfDeliveryCard({ booking, proof }: { booking: Booking; proof: ProofOfDeliverySummary }) {
  const signature = useSignatureImage(booking._id);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setFailure(null);
    setDownloading(true);
    try {
      await downloadProofOfDelivery(booking._id, `proof-of-delivery-${booking.trackingNumber || toShortId(booking._id)}.pdf`);
    } catch (error) {
      setFailure(messageOr(error, OPS_COPY.pdfFailed));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      title="Proof of delivery"
      action={
        <Button variant="secondary" className="px-3 py-2 text-sm" onClick={() => void download()} disabled={downloading}>
          <FileDown aria-hidden="true" className="h-4 w-4" /> {downloading ? 'Downloading...' : 'Download PDF'}
        </Button>
      }
    >
      {failure && (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      )}
      <dl className="space-y-3">
        <Fact label="Received by">{proof.receiverName}</Fact>
        <Fact label="Delivered">{formatDateTime(proof.deliveredAt)}</Fact>
        {proof.place && <Fact label="Place">{proof.place}</Fact>}
        {proof.reservations && (
          <Fact label="Reservations">
            <span className="whitespace-pre-wrap">{proof.reservations}</span>
          </Fact>
        )}
      </dl>
      <SignatureFigure label="Signature" signer={proof.receiverName} image={signature} />
    </Card>
  );
}
