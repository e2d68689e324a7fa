import { BarChart3, BookOpen, Building2, PlusCircle, User } from 'lucide-react';
import { useMayBook } from '../../../api/organization';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

function QuickAction({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 font-semibold text-slate-900 hover:border-blue-400 hover:bg-blue-50">
      <span className="text-blue-800">{icon}</span>
      {label}
    </Link>
  );
}

/** New Booking, My Bookings, Profile; and Reports, which the original app only put in the mobile menu (decision 0038). */
export function QuickActions() {
  // Decision 0055: a viewer books nothing, so New Booking is not offered to them.
  const mayBook = useMayBook();
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">Quick Actions</h2>
      <div className="mt-4 space-y-3">
        {mayBook && <QuickAction to="/booking/request" label="New Booking" icon={<PlusCircle aria-hidden="true" className="h-5 w-5" />} />}
        <QuickAction to="/bookings" label="My Bookings" icon={<BookOpen aria-hidden="true" className="h-5 w-5" />} />
        <QuickAction to="/reports" label="Reports" icon={<BarChart3 aria-hidden="true" className="h-5 w-5" />} />
        <QuickAction to="/organization" label="Organization" icon={<Building2 aria-hidden="true" className="h-5 w-5" />} />
        <QuickAction to="/profile" label="Profile" icon={<User aria-hidden="true" className="h-5 w-5" />} />
      </div>
    </section>
  );
}
