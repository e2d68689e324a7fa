import { USER_ROLE_LABELS } from '@meridian/contracts';
import { LogOut } from 'lucide-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { brand } from '../../content/brand';
import { OPS_COPY, OPS_NAV } from '../../content/ops';
import { useAuth } from '../../lib/session';
import { BrandMark } from '../shell/brand-mark';
import { LiveNotificationsBell } from '../../components/notifications/live-notifications-bell';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-md px-2.5 py-2 text-sm font-semibold md:px-3 transition-colors ${isActive ? 'bg-white/15 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white'}`;

/** /ops: the operator console's own frame (operators and admins), desktop-first and usable on a phone. */
export function OpsLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';
  const links = OPS_NAV.filter((link) => !link.adminOnly || isAdmin);

  const signOut = () => {
    logout();
    navigate('/');
  };

  return (
    <div className="min-h-screen bg-slate-50 pb-24">
      <header className="relative bg-slate-900 text-white">
        {/* The brand, who is signed in and Logout, then the nav on a row of its own at every width: the admin's ten
            screens do not fit beside the rest even at 1280 px, and a nav that scrolls sideways hides its last links. */}
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-2 px-4 py-3 [grid-template-areas:'brand_who_actions'_'nav_nav_nav'] sm:px-6">
          <Link to="/ops" className="flex items-center gap-2 rounded-md [grid-area:brand]">
            <BrandMark />
            <span className="flex flex-col leading-tight">
              <span className="text-base font-extrabold">{brand.name}</span>
              <span className="text-[11px] font-semibold tracking-widest text-slate-300 uppercase">{OPS_COPY.area}</span>
            </span>
          </Link>
          <nav aria-label="Console" className="-mx-2 flex min-w-0 flex-wrap gap-1 [grid-area:nav]">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          {user && (
            <p className="hidden text-right text-sm leading-tight [grid-area:who] sm:block">
              <span className="block font-semibold">
                {user.firstName} {user.lastName}
              </span>
              <span className="block text-xs text-slate-300">{USER_ROLE_LABELS[user.role]}</span>
            </p>
          )}
          <div className="flex items-center gap-2 justify-self-end [grid-area:actions]">
            {/* New bookings and temperature excursions on any shipment reach operators here, live (decision 0016). */}
            <LiveNotificationsBell bookingHref={(id) => `/ops/bookings/${id}`} />
            <button
              type="button"
              onClick={signOut}
              className="inline-flex items-center gap-1.5 rounded-md border border-white/30 px-3 py-2 text-sm font-semibold hover:bg-white/10"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" /> <span className="sr-only sm:not-sr-only">Logout</span>
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </div>
    </div>
  );
}
