import { FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadTemperatureReport } from '../../api/excursions';
import { COLD_CHAIN_COPY } from '../../content/cold-chain';
import { messageOr } from '../../lib/api-client';
import { Button } from '../ui/button';

/** The signed temperature report (PDF) for the owner and staff: booking detail, console and tracking's Documents card. */
export function TemperatureReportButton({ bookingId, trackingNumber, className, label = COLD_CHAIN_COPY.reportDownload }: { bookingId: string; trackingNumber: string; className?: string; label?: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      await downloadTemperatureReport(bookingId, trackingNumber);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: messageOr(error, COLD_CHAIN_COPY.reportFailed) });
    }
  };
  return (
    <div className={className}>
      <Button variant="secondary" className="w-full px-4 py-2 text-sm" disabled={state.busy} onClick={() => void download()}>
        <FileText aria-hidden="true" className="h-4 w-4" /> {state.busy ? COLD_CHAIN_COPY.reportDownloading : label}
      </Button>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
