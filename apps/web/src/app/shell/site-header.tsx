import { LogOut, Menu, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { brand } from '../../content/brand';
import { publicLinks } from '../../content/navigation';
import { useMayBook } from '../../api/organization';
import { useAuth } from '../../lib/session';
import { accountLinksFor } from './account-links';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-blue-800 ${
    isActive ? 'text-blue-800' : 'text-slate-700'
  }`;

export function SiteHeader() {
  const { user, logout } = useAuth();
  const mayBook = useMayBook();
  const account = accountLinksFor(user?.role, mayBook);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so any route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const handleLogout = () => {
    setOpenedOn(null);
    logout();
    navigate('/');
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 rounded-md">
          <BrandMark />
          <span className="flex flex-col leading-none">
            <span className="text-lg font-bold text-slate-900">{brand.name}</span>
            <span className="text-[11px] font-semibold uppercase tracking-widest text-slate-600">{brand.tagline}</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {publicLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              <NavLink to={account.home.to} className={navLinkClass}>
                {account.home.label}
              </NavLink>
              <NavLink to="/profile" className={navLinkClass}>
                <span className="flex items-center gap-1.5">
                  <UserRound className="h-4 w-4" aria-hidden="true" />
                  {user.firstName}
                </span>
              </NavLink>
              <button
                type="button"
                onClick={handleLogout}
                className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              >
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Logout
              </button>
            </>
          ) : (
            <>
              <Link to="/auth/login" className="rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100">
                Login
              </Link>
              <Link
                to="/auth/signup"
                className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-blue-800"
              >
                Get Started
              </Link>
            </>
          )}
        </div>

        <button
          ref={menuButtonRef}
          type="button"
          className="grid h-11 w-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenedOn(pathname)}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>

      {menuOpen && (
        <MobileMenu
          user={user}
          mayBook={mayBook}
          onClose={() => {
            setOpenedOn(null);
            menuButtonRef.current?.focus();
          }}
          onLogout={handleLogout}
        />
      )}
    </header>
  );
}
