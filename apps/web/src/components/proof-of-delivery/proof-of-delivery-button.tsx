import { FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadProofOfDelivery } from './proof-of-delivery-client';
import { messageOr } from '../../lib/api-client';
import { Button } from '../ui/button';

/** The owner's proof-of-delivery PDF, for the public tracking page and the booking detail alike. */
export function ProofOfDeliveryButton({ bookingId, trackingNumber, className = 'w-full' }: { bookingId: string; trackingNumber: string; className?: string }) {
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
      <Button variant="secondary" className={className} disabled={state.busy} onClick={() => void download()}>
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
