import { useLocation, useNavigate } from 'react-router-dom';
import { useCompanyProfile } from '../../../api/company-profile';
import { useMayBook } from '../../../api/organization';
import { ViewerNotice } from '../../../components/organization/viewer-notice';
import { Alert } from '../../../components/ui/alert';
import { quotationPath } from '../../../lib/money-links';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingWizard } from '../components/booking-wizard';
import { useLatestBooking } from '../api/latest-booking';
import { businessCustomerFrom } from '../lib/business-customer';
import { usualCountries } from '../lib/usual-countries';

/** The page frame and Back to Dashboard come from the customer-area layout (the route's `handle.frame`). */
export function BookingRequestPage() {
  usePageTitle('New booking');
  const navigate = useNavigate();
  // A quotation or payment page opened without a booking sends the customer here with the reason (decision 0032).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { user } = useAuth();
  // Only a customer has a company profile; a verified one is not asked again who it is.
  const isCustomer = user?.role === 'customer';
  const profile = useCompanyProfile({ enabled: isCustomer });
  const business = businessCustomerFrom(profile.data, user);
  // A failed profile read asks the questions as before rather than waiting for ever.
  const businessPending = isCustomer && profile.isPending && profile.fetchStatus !== 'idle';
  const latest = useLatestBooking({ enabled: isCustomer });
  const countries = usualCountries(latest.data, profile.data);
  const mayBook = useMayBook();
  if (!mayBook) {
    return (
      <>
        <h1 className="text-3xl font-bold text-slate-900">Book a Shipment</h1>
        <ViewerNotice />
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Book a Shipment</h1>
      <p className="mt-1 text-slate-700">Six short steps. Your answers are kept if the page reloads.</p>
      {notice && (
        <Alert tone="info" className="mt-4">
          {notice}
        </Alert>
      )}
      <div className="mt-6">
        {/* The customer sees the price before paying; the id rides in the URL so a reload keeps the quote (decision 0032). */}
        <BookingWizard business={business} businessPending={businessPending} usualCountries={countries} onCreated={(booking) => navigate(quotationPath(booking._id))} />
      </div>
    </>
  );
}
