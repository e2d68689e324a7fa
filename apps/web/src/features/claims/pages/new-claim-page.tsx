import { CLAIM_MESSAGES, formatTrackingNumber } from '@meridian/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBooking } from '../../../api/bookings';
import { useBookingRights } from '../../../api/organization';
import { Alert } from '../../../components/ui/alert';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { claimPath, mayReportProblem } from '../../../lib/claim-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { ClaimForm } from '../components/claim-form';
import type { ClaimPageState } from './claim-page';

/** /bookings/:id/claim: "Report a problem" on a delivered or late booking. */
export function NewClaimPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useBooking(id);
  const rights = useBookingRights();
  usePageTitle(CLAIMS_COPY.formTitle);
  const booking = query.data;
  return (
    <div>
      <Link to={`/bookings/${encodeURIComponent(id)}`} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to booking
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{CLAIMS_COPY.formTitle}</h1>
      {booking?.trackingNumber && <p className="mt-1 text-slate-700">Shipment {formatTrackingNumber(booking.trackingNumber)}</p>}
      <div className="mt-6">
        {query.isPending || !rights.settled ? (
          <p role="status" className="text-slate-700">
            Loading booking...
          </p>
        ) : query.isError ? (
          <Alert tone="error">{messageOr(query.error, CLAIMS_COPY.bookingFailed)}</Alert>
        ) : !rights.mayBook ? (
          <Alert tone="info">{CLAIM_MESSAGES.viewersCannotClaim}</Alert>
        ) : !mayReportProblem(query.data) ? (
          <Alert tone="info">{CLAIMS_COPY.notClaimable}</Alert>
        ) : (
          <ClaimForm
            booking={query.data}
            onCreated={({ claim, failed }) => navigate(claimPath(claim._id), { state: { failedUploads: failed.length } satisfies ClaimPageState })}
          />
        )}
      </div>
    </div>
  );
}
