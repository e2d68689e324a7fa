import { BarChart3, BookOpen, Building2, ChevronDown, LogOut, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/session';

/** Profile (/profile) and Logout (clears the session, goes to /); My Bookings and Reports too, so every customer screen is a click away (decision 0038). */
export function ProfileMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full bg-white/10 py-1 pr-3 pl-1 font-semibold text-white hover:bg-white/20"
      >
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-white text-sm font-bold text-blue-900">
          {initials}
        </span>
        <span className="hidden sm:inline">{user?.firstName}</span>
        <span className="sr-only">Open profile menu</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      {open && (
        <ul id={menuId} aria-label="Profile menu" className="absolute right-0 z-30 mt-2 w-48 rounded-xl bg-white p-1 text-slate-900 shadow-xl ring-1 ring-slate-200">
          <li>
            <Link to="/bookings" className="flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-slate-100">
              <BookOpen aria-hidden="true" className="h-4 w-4" /> My Bookings
            </Link>
          </li>
          <li>
            <Link to="/reports" className="flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-slate-100">
              <BarChart3 aria-hidden="true" className="h-4 w-4" /> Reports
            </Link>
          </li>
          <li>
            <Link to="/organization" className="flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-slate-100">
              <Building2 aria-hidden="true" className="h-4 w-4" /> Organization
            </Link>
          </li>
          <li>
            <Link to="/profile" className="flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-slate-100">
              <User aria-hidden="true" className="h-4 w-4" /> Profile
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                logout();
                navigate('/');
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-slate-100"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
