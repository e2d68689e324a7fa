import type { BookingDocument, BookingDocumentStatus } from '@meridian/contracts';
import { Download, FileText, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { downloadBookingDocument, useBookingDocuments } from '../../api/documents';
import { DOCUMENTS_COPY } from '../../content/documents';
import { messageOr } from '../../lib/api-client';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

const TONE: Record<BookingDocumentStatus, string> = {
  ready: 'bg-blue-50 text-blue-900 ring-1 ring-blue-200',
  signed: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300',
  unsigned: 'bg-amber-50 text-amber-950 ring-1 ring-amber-300',
  'not-yet': 'bg-slate-100 text-slate-700',
};

function DocumentRow({ bookingId, document }: { bookingId: string; document: BookingDocument }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      await downloadBookingDocument(bookingId, document);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: messageOr(error, DOCUMENTS_COPY.downloadFailed) });
    }
  };
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid={`document-${document.kind}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{document.title}</p>
          <Badge className={`mt-1 ${TONE[document.status]}`}>{document.statusText}</Badge>
          {document.digest && (
            <Link to={`/verify/${document.digest}`} className="mt-1 ml-2 inline-flex items-center gap-1 text-sm font-semibold text-blue-800 hover:underline">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" /> {DOCUMENTS_COPY.verifyLink}
              <span className="sr-only"> {document.title}</span>
            </Link>
          )}
        </div>
        {document.href && (
          <Button variant="secondary" className="!px-3 !py-2 text-sm" disabled={state.busy} onClick={() => void download()} aria-label={`${DOCUMENTS_COPY.download} ${document.title}`}>
            <Download aria-hidden="true" className="h-4 w-4" /> {state.busy ? DOCUMENTS_COPY.downloading : DOCUMENTS_COPY.download}
          </Button>
        )}
      </div>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </li>
  );
}

/**
 * Every paper of a booking with where it stands (decision 0103): labels, the consignment note and who signed it, the
 * commercial invoice, the proof of delivery, the temperature report and the invoice. The same card on the customer's
 * booking, the tracking page (owner), the console and the driver's job; `actions` adds a screen's own buttons.
 */
export function BookingDocumentsCard({ bookingId, version, actions, id = 'documents' }: { bookingId: string; version?: number; actions?: ReactNode; id?: string }) {
  const query = useBookingDocuments(bookingId, version);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <FileText aria-hidden="true" className="h-5 w-5 text-blue-700" /> {DOCUMENTS_COPY.cardTitle}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            {DOCUMENTS_COPY.loading}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {DOCUMENTS_COPY.failed}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {query.data.documents.map((document) => (
              <DocumentRow key={document.kind} bookingId={bookingId} document={document} />
            ))}
          </ul>
        )}
        {actions && <div className="mt-3 border-t border-slate-200 pt-3">{actions}</div>}
      </div>
    </section>
  );
}
