import { INVOICE_NOT_FOUND } from '@meridian/contracts';
import { ArrowLeft, Download, Loader2, Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { downloadInvoicePdf, useEmailInvoice, useInvoice } from '../../../api/invoices';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiError, messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { InvoiceDocument } from '../components/invoice-document';

// A foreign invoice answers 404 like a missing one (the API never confirms another customer's id exists).
const isNotFound = (error: unknown) => error instanceof ApiError && [400, 403, 404].includes(error.status);

function NotFound() {
  return (
    <div className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{INVOICE_NOT_FOUND}</h1>
        <p className="mt-3 text-slate-700">There is no invoice with this id on your account.</p>
        <Link to="/dashboard" className={`mt-6 ${buttonClass('primary')}`}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

/** /invoice/{id}: the real, issued invoice (decision 0025); Print gives one clean page without the site's chrome. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const query = useInvoice(id);
  usePageTitle(query.data ? `Invoice ${query.data.invoiceNumber}` : 'Invoice');
  const email = useEmailInvoice(id);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  if (query.isError && isNotFound(query.error)) return <NotFound />;
  const invoice = query.data;

  const downloadPdf = async () => {
    if (!invoice) return;
    setDownload({ busy: true, error: null });
    try {
      await downloadInvoicePdf(invoice);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: messageOr(error, 'The PDF could not be downloaded. Please try again.') });
    }
  };

  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
          </Link>
          {invoice && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="h-4 w-4" /> Print
              </Button>
              <Button variant="secondary" onClick={() => void downloadPdf()} disabled={download.busy}>
                {download.busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : <Download aria-hidden="true" className="h-4 w-4" />}
                Download PDF
              </Button>
              <Button onClick={() => email.mutate()} disabled={email.isPending}>
                <Mail aria-hidden="true" className="h-4 w-4" /> {email.isPending ? 'Sending...' : 'Email Invoice'}
              </Button>
            </div>
          )}
        </div>
        <div className="space-y-3 print:hidden" aria-live="polite">
          {email.isSuccess && invoice && <Alert tone="success">{`Invoice sent to ${invoice.billTo.email}`}</Alert>}
          {email.isError && <Alert tone="error">{messageOr(email.error, 'The invoice could not be sent. Please try again.')}</Alert>}
          {download.error && <Alert tone="error">{download.error}</Alert>}
        </div>
        {query.isPending && (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> Loading the invoice...
          </p>
        )}
        {query.isError && (
          <Alert tone="error" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
            {messageOr(query.error, 'We could not load the invoice. Please try again.')}
          </Alert>
        )}
        {invoice && <InvoiceDocument invoice={invoice} />}
      </div>
    </div>
  );
}
