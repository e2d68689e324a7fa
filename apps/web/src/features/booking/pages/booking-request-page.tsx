import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingWizard } from '../components/booking-wizard';
import { clearDraft } from '../lib/wizard';

export function BookingRequestPage() {
  usePageTitle('New booking');
  const navigate = useNavigate();
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Book a Shipment</h1>
        <p className="mt-1 text-slate-700">Six short steps. Your answers are kept if the page reloads.</p>
        <div className="mt-6">
          <BookingWizard
            onCreated={(booking) => {
              clearDraft();
              navigate('/booking/confirmation', { state: { booking } });
            }}
          />
        </div>
      </div>
    </div>
  );
}
