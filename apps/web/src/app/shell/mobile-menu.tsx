import { LogOut, Mail, Phone, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { EmailText } from '../../components/ui/email-text';
import { MenuTilesView } from './menu-tiles-view';
import { brand, telHref } from '../../content/brand';
import { noCreditCardLine, publicLinks } from '../../content/navigation';
import { accountLinksFor } from './account-links';
import type { SessionUser } from '../../lib/session';

const MenuTiles = lazy(() => import('./menu-tiles'));

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface MobileMenuProps {
  user: SessionUser | null;
  onClose: () => void;
  onLogout: () => void;
  /** Whether the signed-in customer may book (a viewer may not, decision 0055); the header reads it once. */
  mayBook?: boolean;
}

const itemClass = 'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

export function MobileMenu({ user, onClose, onLogout, mayBook = true }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const account = accountLinksFor(user?.role, mayBook);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // Focus stays inside the panel while it is open; Escape closes it.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Portalled to <body>: the sticky header's backdrop filter would otherwise trap `fixed` inside it.
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={handleKeyDown}>
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="mobile-menu-panel absolute inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="text-lg font-bold text-slate-900">{brand.name}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="grid h-11 w-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>

        <div className="flex flex-1 flex-col gap-6 px-4 py-5">
          {user && (
            <div className="rounded-xl bg-blue-50 p-4" data-testid="mobile-menu-user">
              <p className="font-semibold text-slate-900">
                {user.firstName} {user.lastName}
              </p>
              <p className="text-sm text-slate-700">
                <EmailText email={user.email} />
              </p>
              {/* The tiles count the customer's own shipments; staff have none. */}
              {!account.staff && (
                <Suspense fallback={<MenuTilesView />}>
                  <MenuTiles />
                </Suspense>
              )}
            </div>
          )}

          <nav aria-label="Mobile">
            <ul className="space-y-1">
              <li>
                <Link to="/" className={itemClass}>
                  Home
                </Link>
              </li>
              {publicLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {user && (
              <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
                <li>
                  <Link to={account.home.to} className={itemClass}>
                    {account.home.label}
                  </Link>
                </li>
                {account.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={itemClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/profile" className={itemClass}>
                    Profile
                  </Link>
                </li>
              </ul>
            )}
          </nav>

          {user ? (
            <button
              type="button"
              onClick={onLogout}
              className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Logout
            </button>
          ) : (
            <div className="space-y-3">
              <Link to="/auth/login" className="block rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800">
                Login
              </Link>
              <Link to="/auth/signup" className="block rounded-lg bg-blue-700 px-4 py-2.5 text-center font-semibold text-white">
                Get Started
              </Link>
              <p className="text-center text-sm text-slate-700">{noCreditCardLine}</p>
            </div>
          )}

          <div className="mt-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm" data-testid="mobile-menu-support">
            <p className="font-semibold text-slate-900">Need support?</p>
            <p className="mt-2 flex items-center gap-2 text-slate-700">
              <Phone className="h-4 w-4" aria-hidden="true" />
              <a href={telHref(brand.phones.support)} className="underline-offset-2 hover:underline">
                {brand.phones.support}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-2 text-slate-700">
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${brand.emails.support}`} className="min-w-0 underline-offset-2 hover:underline">
                <EmailText email={brand.emails.support} />
              </a>
            </p>
            <p className="mt-1 font-medium text-green-800">{brand.supportAvailability}</p>
            <Link to="/contact" className="mt-3 inline-block font-semibold text-blue-800 underline underline-offset-2">
              Contact us
            </Link>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
