import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useBookingList } from '../../../api/bookings';
import { CompanyStatusBanner } from '../../../components/company-status/company-status-banner';
import { LiveNotificationsBell } from '../../../components/notifications/live-notifications-bell';
import { EmailVerificationBanner } from '../../../components/account/email-verification-banner';
import { Alert } from '../../../components/ui/alert';
import { homePathFor, staffAreaFor } from '../../../lib/role-home';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardHeader } from '../components/dashboard-header';
import { QuickActions } from '../components/quick-actions';
import { RecentBookings } from '../components/recent-bookings';
import { SummaryTiles } from '../components/summary-tiles';
import { newestBookings, summaryTiles } from '../lib/summary';

/** /dashboard is the customer's; staff who open it go to their own console (decision 0037). */
export function DashboardPage() {
  const { user } = useAuth();
  if (staffAreaFor(user?.role)) return <Navigate to={homePathFor(user?.role)} replace />;
  return <CustomerDashboard />;
}

function CustomerDashboard() {
  usePageTitle('Dashboard');
  const { user, isNewAccount } = useAuth();
  const welcome = (useLocation().state as { welcome?: string } | null)?.welcome;
  // The same first page, and cache entry, that My Bookings opens on.
  const query = useBookingList({ page: 1 });

  useEffect(() => {
    // Dashboard fetch errors are only logged, never shown.
    if (query.error) console.warn('Dashboard bookings failed', query.error);
  }, [query.error]);

  // The user's real notifications, kept current by the tab's one live stream, polling while it is down (decision 0016).
  const bell = <LiveNotificationsBell />;

  return (
    // Bottom padding keeps the last card clear of anything floating at the window's foot.
    <div className="min-h-screen bg-slate-50 pb-24">
      <DashboardHeader user={user} bell={bell} isNewAccount={isNewAccount} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {welcome && (
          <Alert tone="success" className="mb-6">
            {welcome}
          </Alert>
        )}
        <EmailVerificationBanner className="mb-6" />
        <CompanyStatusBanner className="mb-6" />
        <SummaryTiles tiles={query.isPending ? undefined : summaryTiles(query.data?.counts)} />
        <div className="mt-6 grid gap-6 sm:mt-8 lg:grid-cols-3">
          <RecentBookings bookings={newestBookings(query.data?.records ?? [])} isPending={query.isPending} />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
