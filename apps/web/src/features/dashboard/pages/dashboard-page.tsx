import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBookingList } from '../../../api/bookings';
import { Alert } from '../../../components/ui/alert';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardHeader } from '../components/dashboard-header';
import { NotificationsPopover } from '../components/notifications-popover';
import { QuickActions } from '../components/quick-actions';
import { RecentBookings } from '../components/recent-bookings';
import { SummaryTiles } from '../components/summary-tiles';
import { SAMPLE_NOTIFICATIONS } from '../lib/notifications';
import { newestBookings, summaryTiles } from '../lib/summary';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const welcome = (useLocation().state as { welcome?: string } | null)?.welcome;
  // The same first page, and cache entry, that My Bookings opens on.
  const query = useBookingList({ page: 1 });
  const [notifications, setNotifications] = useState(SAMPLE_NOTIFICATIONS);

  useEffect(() => {
    // spec 8: dashboard fetch errors are only logged.
    if (query.error) console.warn('Dashboard bookings failed', query.error);
  }, [query.error]);

  const bell = (
    <NotificationsPopover
      notifications={notifications}
      onRead={(id) => setNotifications((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)))}
      onReadAll={() => setNotifications((list) => list.map((n) => ({ ...n, read: true })))}
      onDismiss={(id) => setNotifications((list) => list.filter((n) => n.id !== id))}
    />
  );

  return (
    // Bottom padding keeps the last card clear of anything floating at the window's foot (issue 12).
    <div className="min-h-screen bg-slate-50 pb-24">
      <DashboardHeader user={user} bell={bell} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {welcome && (
          <Alert tone="success" className="mb-6">
            {welcome}
          </Alert>
        )}
        <SummaryTiles tiles={query.isPending ? undefined : summaryTiles(query.data?.counts)} />
        <div className="mt-6 grid gap-6 sm:mt-8 lg:grid-cols-3">
          <RecentBookings bookings={newestBookings(query.data?.records ?? [])} isPending={query.isPending} />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
