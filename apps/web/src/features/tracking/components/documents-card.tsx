import { FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { downloadInvoicePdf, useInvoices } from '../../../api/invoices';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { invoicePath } from '../../../lib/money-links';
import { Card } from './side-card';

/**
 * The owner's documents: the proof of delivery once delivered, and the invoice once issued (decision 0025), found by the
 * tracking number on screen among the caller's own invoices.
 */
export function DocumentsCard({ trackingNumber, proofOfDelivery, temperatureReport }: { trackingNumber: string; proofOfDelivery: ReactNode; temperatureReport?: ReactNode }) {
  const invoices = useInvoices({ trackingNumber, limit: 1 });
  const invoice = invoices.data?.records?.[0];
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  if (!proofOfDelivery && !invoice && !temperatureReport) return null;

  const download = async () => {
    if (!invoice) return;
    setState({ busy: true });
    try {
      await downloadInvoicePdf(invoice);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: messageOr(error, 'The invoice could not be downloaded. Please try again.') });
    }
  };
  return (
    <Card title="Documents" icon={<FileText aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
      <div className="space-y-3">
        {proofOfDelivery}
        {temperatureReport}
        {invoice && (
          <div>
            <Button variant="secondary" className="w-full" disabled={state.busy} onClick={() => void download()}>
              <FileText aria-hidden="true" className="h-4 w-4" /> {state.busy ? 'Downloading...' : 'Download Invoice'}
            </Button>
            <Link to={invoicePath(invoice._id)} className="mt-2 inline-block text-sm font-semibold text-blue-800 hover:underline">
              View invoice {invoice.invoiceNumber}
            </Link>
            {state.error && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {state.error}
              </p>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
