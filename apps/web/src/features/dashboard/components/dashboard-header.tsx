import { PlusCircle, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMayBook } from '../../../api/organization';
import { brand } from '../../../content/brand';
import type { SessionUser } from '../../../lib/session';
import { ProfileMenu } from './profile-menu';

const DASHBOARD_TITLE = 'Your shipments';

const action = 'inline-flex h-10 items-center justify-center gap-2 rounded-lg font-semibold';

/** The customer's own dashboard: their shipments (not an operations console), the welcome line and the actions, on one row at 375 px. */
export function DashboardHeader({ user, bell, isNewAccount = false }: { user: SessionUser | null; bell: ReactNode; isNewAccount?: boolean }) {
  // Decision 0055: a viewer books nothing.
  const mayBook = useMayBook();
  return (
    <header className="bg-gradient-to-r from-blue-900 to-slate-900 text-white">
      <div className="relative mx-auto max-w-6xl px-4 py-5 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <Link to="/" className="truncate text-sm font-semibold text-blue-100 underline-offset-4 hover:underline">
            {brand.name}
          </Link>
          <div className="flex shrink-0 items-center gap-2">
            {bell}
            {/* On phones the labels are read, not shown: the icons keep the row to one line. */}
            <Link to="/tracking" className={`${action} w-10 border border-white/60 hover:bg-white/10 sm:w-auto sm:px-3`}>
              <Truck aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">Track Shipment</span>
            </Link>
            {mayBook && (
              <Link to="/booking/request" className={`${action} w-10 bg-white text-blue-900 hover:bg-blue-50 sm:w-auto sm:px-3`}>
                <PlusCircle aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">New Shipment</span>
              </Link>
            )}
            <ProfileMenu />
          </div>
        </div>
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{DASHBOARD_TITLE}</h1>
        <p className="text-blue-100">
          {/* "Welcome back" only to someone who has been here before: not right after signing up. */}
          {isNewAccount ? 'Welcome' : 'Welcome back'}, {user?.firstName} {user?.lastName} · {user?.companyName}
        </p>
      </div>
    </header>
  );
}
