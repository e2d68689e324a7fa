import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingWizard } from '../components/booking-wizard';

/** The page frame and Back to Dashboard come from the customer-area layout (the route's `handle.frame`). */
export function BookingRequestPage() {
  usePageTitle('New booking');
  const navigate = useNavigate();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Book a Shipment</h1>
      <p className="mt-1 text-slate-700">Six short steps. Your answers are kept if the page reloads.</p>
      <div className="mt-6">
        <BookingWizard onCreated={(booking) => navigate('/booking/confirmation', { state: { booking } })} />
      </div>
    </>
  );
}
