import { formatTrackingNumber, hasInvoiceTerms, MILESTONE_LABELS, routeLabel, toShortId } from '@meridian/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { invoicePath } from '../../../lib/money-links';
import { useOpsBooking } from '../api/ops';
import { Alert } from '../../../components/ui/alert';
import { PaymentBadge } from '../../../components/ui/payment-badge';
import { StatusBadge } from '../../../components/ui/status-badge';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingActions } from '../components/booking-actions';
import { AssignmentCard, CargoCard, CustomerCard, EmissionsCard, RouteCard } from '../components/booking-overview';
import { ColdChainCard } from '../components/cold-chain-card';
import { DeliveryAttemptsCard } from '../components/delivery-attempts-card';
import { HistoryTimeline } from '../components/history-timeline';
import { ProofOfDeliveryCard } from '../components/proof-of-delivery-card';
import { BookingDocumentsCard } from '../../../components/documents/booking-documents-card';
import { PrintLabelsButton } from '../../../components/labels/print-labels-button';
import { PieceScansCard } from '../components/piece-scans-card';
import { ProofOfPickupCard } from '../components/proof-of-pickup-card';

/** /ops/bookings/:id: the whole booking, its customer and history, and one button per move it can take now. */
export function OpsBookingPage() {
  const { id = '' } = useParams();
  const query = useOpsBooking(id);
  const booking = query.data;
  usePageTitle(booking ? `Booking ${formatTrackingNumber(booking.trackingNumber)}` : `Booking ${toShortId(id)}`);

  return (
    <>
      <Link to="/ops" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to the queue
      </Link>
      {query.isPending ? (
        <p role="status" className="mt-10 text-center text-slate-700">
          Loading booking...
        </p>
      ) : query.isError || !booking ? (
        <Alert tone="error" className="mt-6" title={OPS_COPY.bookingFailed}>
          {messageOr(query.error, OPS_COPY.bookingFailed)}
        </Alert>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="font-mono text-2xl font-bold text-slate-900 sm:text-3xl">{formatTrackingNumber(booking.trackingNumber)}</h1>
            <StatusBadge status={booking.status} reading="detail" />
            <span className="text-sm font-semibold text-slate-700">{MILESTONE_LABELS[booking.milestone]}</span>
            <PaymentBadge status={booking.paymentStatus} invoiceTerms={hasInvoiceTerms(booking.customer, booking.customerType)} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            Booking <span className="font-mono">#{toShortId(booking._id)}</span> · {routeLabel(booking, { arrow: true })}
            {booking.invoiceId && (
              <>
                {' · '}
                <Link to={invoicePath(booking.invoiceId)} className="font-semibold text-blue-800 underline underline-offset-4">
                  View invoice
                </Link>
              </>
            )}
          </p>
          <div className="mt-6">
            <BookingActions booking={booking} onReload={() => void query.refetch()} reloading={query.isFetching} />
          </div>
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <RouteCard booking={booking} />
              <CargoCard booking={booking} />
              {booking.deliveryAttempts?.length ? <DeliveryAttemptsCard booking={booking} /> : null}
              {booking.pieces?.some((piece) => piece.scans?.length) && <PieceScansCard booking={booking} />}
              <HistoryTimeline history={booking.statusHistory} />
            </div>
            <div className="min-w-0 space-y-6">
              <CustomerCard booking={booking} />
              <AssignmentCard booking={booking} />
              <EmissionsCard booking={booking} />
              <BookingDocumentsCard bookingId={booking._id} version={booking.version} actions={<PrintLabelsButton booking={booking} />} />
              {booking.proofOfPickup && <ProofOfPickupCard booking={booking} proof={booking.proofOfPickup} />}
              {booking.proofOfDelivery && <ProofOfDeliveryCard booking={booking} proof={booking.proofOfDelivery} />}
              {booking.isPerishable && <ColdChainCard booking={booking} />}
            </div>
          </div>
        </>
      )}
    </>
  );
}
