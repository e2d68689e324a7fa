import { toShortId } from '@meridian/contracts';
import { Bell, BookOpen, Package, PlusCircle, Truck, User } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/session';
import { StatusBadge } from '../../../components/ui/status-badge';
import { brand } from '../../../content/brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboardBookings } from '../api/get-dashboard-bookings';
import { NotificationsPanel } from '../components/notifications-panel';
import { ProfileMenu } from '../components/profile-menu';
import { SAMPLE_NOTIFICATIONS } from '../lib/notifications';
import { newestBookings, progressFor, summaryTiles } from '../lib/summary';

function Tile({ label, value, icon }: { label: string; value: number | string; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="grid h-12 w-12 place-items-center rounded-xl bg-blue-50 text-blue-800">{icon}</span>
      <dl className="flex flex-col-reverse">
        <dt className="text-sm font-medium text-slate-700">{label}</dt>
        <dd className="text-3xl font-extrabold text-slate-900">{value}</dd>
      </dl>
    </div>
  );
}

function QuickAction({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 font-semibold text-slate-900 hover:border-blue-400 hover:bg-blue-50">
      <span className="text-blue-800">{icon}</span>
      {label}
    </Link>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const welcome = (useLocation().state as { welcome?: string } | null)?.welcome;
  const query = useDashboardBookings();
  const [notifications, setNotifications] = useState(SAMPLE_NOTIFICATIONS);
  const [panelOpen, setPanelOpen] = useState(false);
  const unread = notifications.filter((n) => !n.read).length;

  useEffect(() => {
    // spec 8: dashboard fetch errors are only logged.
    if (query.error) console.warn('Dashboard bookings failed', query.error);
  }, [query.error]);

  const tiles = summaryTiles(query.data?.counts);
  const recent = newestBookings(query.data?.records ?? []);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-gradient-to-r from-blue-900 to-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
          <div className="min-w-0">
            <Link to="/" className="text-sm font-semibold text-blue-100 underline-offset-4 hover:underline">
              {brand.name}
            </Link>
            <h1 className="text-2xl font-bold sm:text-3xl">Operations Center</h1>
            <p className="text-blue-100">
              Welcome back, {user?.firstName} {user?.lastName} · {user?.companyName}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative">
              <button
                type="button"
                onClick={() => setPanelOpen((v) => !v)}
                aria-expanded={panelOpen}
                aria-controls="notifications-panel"
                aria-label={`Notifications, ${unread} unread`}
                className="relative rounded-full bg-white/10 p-2.5 hover:bg-white/20"
              >
                <Bell aria-hidden="true" className="h-5 w-5" />
                {unread > 0 && (
                  <span aria-hidden="true" className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold">
                    {unread}
                  </span>
                )}
              </button>
            </div>
            <Link to="/tracking" className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-3 py-2 font-semibold hover:bg-white/10">
              <Truck aria-hidden="true" className="h-4 w-4" /> Track Shipment
            </Link>
            <Link to="/booking/request" className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 font-semibold text-blue-900 hover:bg-blue-50">
              <PlusCircle aria-hidden="true" className="h-4 w-4" /> New Shipment
            </Link>
            <ProfileMenu />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {welcome && (
          <p role="status" className="mb-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
            {welcome}
          </p>
        )}
        {panelOpen && (
          <div className="mb-6 sm:ml-auto sm:max-w-md">
            <NotificationsPanel
              id="notifications-panel"
              notifications={notifications}
              onRead={(id) => setNotifications((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)))}
              onReadAll={() => setNotifications((list) => list.map((n) => ({ ...n, read: true })))}
              onDismiss={(id) => setNotifications((list) => list.filter((n) => n.id !== id))}
            />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-3" aria-label="Booking summary" role="group">
          <Tile label="Active" value={query.isPending ? '–' : tiles.active} icon={<Truck aria-hidden="true" className="h-6 w-6" />} />
          <Tile label="Total" value={query.isPending ? '–' : tiles.total} icon={<Package aria-hidden="true" className="h-6 w-6" />} />
          <Tile label="Delivered" value={query.isPending ? '–' : tiles.delivered} icon={<BookOpen aria-hidden="true" className="h-6 w-6" />} />
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-bold text-slate-900">Recent Bookings</h2>
              <Link to="/bookings" className="text-sm font-semibold text-blue-800 underline underline-offset-4">
                View All
              </Link>
            </div>
            {query.isPending ? (
              <p role="status" className="mt-4 text-slate-700">
                Loading...
              </p>
            ) : recent.length === 0 ? (
              <p className="mt-4 text-slate-700">
                No bookings yet.{' '}
                <Link to="/booking/request" className="font-semibold text-blue-800 underline underline-offset-4">
                  Book your first shipment
                </Link>
              </p>
            ) : (
              <ul className="mt-4 space-y-3" data-testid="recent-bookings">
                {recent.map((booking) => {
                  const progress = progressFor(booking.status);
                  return (
                    <li key={booking._id}>
                      <Link to={`/bookings/${booking._id}`} className="block rounded-xl border border-slate-200 p-4 hover:border-blue-400">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <div className="min-w-0">
                            <p className="truncate font-semibold text-slate-900">{booking.fullNameOrBusiness}</p>
                            <p className="text-sm text-slate-700">
                              <span className="font-mono">#{toShortId(booking._id)}</span> · {booking.pickupLocation.city} → {booking.dropoffLocation.city}
                            </p>
                          </div>
                          <StatusBadge status={booking.status} />
                        </div>
                        {progress.showBar && (
                          <div className="mt-3">
                            <div
                              role="progressbar"
                              aria-label={`Progress of booking ${toShortId(booking._id)}`}
                              aria-valuenow={progress.percent}
                              aria-valuemin={0}
                              aria-valuemax={100}
                              className="h-2 overflow-hidden rounded-full bg-slate-200"
                            >
                              <div className="h-full rounded-full bg-blue-700" style={{ width: `${progress.percent}%` }} />
                            </div>
                            <p className="mt-1 text-xs text-slate-700">{progress.percent}% complete</p>
                          </div>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-slate-900">Quick Actions</h2>
            <div className="mt-4 space-y-3">
              <QuickAction to="/booking/request" label="New Booking" icon={<PlusCircle aria-hidden="true" className="h-5 w-5" />} />
              <QuickAction to="/bookings" label="My Bookings" icon={<BookOpen aria-hidden="true" className="h-5 w-5" />} />
              <QuickAction to="/profile" label="Profile" icon={<User aria-hidden="true" className="h-5 w-5" />} />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
