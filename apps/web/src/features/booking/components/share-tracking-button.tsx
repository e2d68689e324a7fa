import { formatTrackingNumber, trackingPagePath } from '@meridian/contracts/tracking-number';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLater } from '../../../lib/use-later';

const FEEDBACK_MS = 2500;

function trackingLink(trackingNumber: string, origin = window.location.origin): string {
  return `${origin}${trackingPagePath(trackingNumber)}`;
}

/** The share sheet on phones (Web Share API), the clipboard elsewhere; either way the person is told. */
export function ShareTrackingButton({ trackingNumber }: { trackingNumber: string }) {
  const [feedback, setFeedback] = useState<string>('');
  const later = useLater();
  const url = trackingLink(trackingNumber);

  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: 'Track my shipment', text: `Tracking number ${formatTrackingNumber(trackingNumber)}`, url });
        setFeedback('Link shared');
      } else {
        await navigator.clipboard.writeText(url);
        setFeedback('Link copied');
      }
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFeedback(`Could not copy. The link is ${url}`);
    }
    later(() => setFeedback(''), FEEDBACK_MS);
  };

  return (
    <div>
      <Button variant="secondary" className="w-full" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="h-4 w-4" /> Share Tracking Info
      </Button>
      <p role="status" className="mt-1 text-center text-sm font-medium text-green-800 [overflow-wrap:anywhere] empty:mt-0">
        {feedback}
      </p>
    </div>
  );
}
